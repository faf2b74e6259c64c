import { choiceField } from './fieldSchemaParts';

export const enumSchema = choiceField('enum');
