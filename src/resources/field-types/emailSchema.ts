import { plain } from './fieldSchemaParts';

export const emailSchema = plain('email');
