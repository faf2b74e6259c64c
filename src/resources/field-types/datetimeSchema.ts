import { plain } from './fieldSchemaParts';

export const datetimeSchema = plain('datetime');
