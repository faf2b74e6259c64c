import { plain } from './fieldSchemaParts';

export const durationSchema = plain('duration');
