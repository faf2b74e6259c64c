import { referenceField } from './fieldSchemaParts';

export const referenceSchema = referenceField('reference');
