import { plain } from './fieldSchemaParts';

export const dateSchema = plain('date');
