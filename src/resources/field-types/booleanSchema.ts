import { plain } from './fieldSchemaParts';

export const booleanSchema = plain('boolean');
