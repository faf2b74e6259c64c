import { plain } from './fieldSchemaParts';

export const urlSchema = plain('url');
