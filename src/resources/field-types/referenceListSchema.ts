import { referenceField } from './fieldSchemaParts';

export const referenceListSchema = referenceField('referenceList');
