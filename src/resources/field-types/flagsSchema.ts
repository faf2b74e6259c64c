import { choiceField } from './fieldSchemaParts';

export const flagsSchema = choiceField('flags');
