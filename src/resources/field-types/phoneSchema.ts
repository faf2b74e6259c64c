import { plain } from './fieldSchemaParts';

export const phoneSchema = plain('phone');
