import { plain } from './fieldSchemaParts';

export const numberSchema = plain('number');
