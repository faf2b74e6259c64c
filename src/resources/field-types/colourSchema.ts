import { plain } from './fieldSchemaParts';

export const colourSchema = plain('colour');
