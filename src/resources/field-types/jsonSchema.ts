import { plain } from './fieldSchemaParts';

export const jsonSchema = plain('json');
