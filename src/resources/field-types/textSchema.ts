import { plain } from './fieldSchemaParts';

export const textSchema = plain('text');
