import { plain } from './fieldSchemaParts';

export const tagsSchema = plain('tags');
