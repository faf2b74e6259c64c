import { plain } from './fieldSchemaParts';

export const longTextSchema = plain('longText');
