import { z } from 'zod';
import { audioSchema } from './audio';
import { booleanSchema } from './boolean';
import { chartFieldSchema } from './chart';
import { colourSchema } from './colour';
import { dateSchema } from './date';
import { datetimeSchema } from './datetime';
import { durationSchema } from './duration';
import { emailSchema } from './email';
import { enumSchema } from './enum';
import { flagsSchema } from './flags';
import { jsonSchema } from './json';
import { longTextSchema } from './longText';
import { moneySchema } from './money';
import { numberSchema } from './number';
import { percentSchema } from './percent';
import { phoneSchema } from './phone';
import { referenceSchema } from './reference';
import { referenceListSchema } from './referenceList';
import { secretSchema } from './secret';
import { tagsSchema } from './tags';
import { textSchema } from './text';
import { urlSchema } from './url';

/**
 * The configuration schema of every field type, each from its type's module (`field-types/<type>.ts`), where the
 * type's behaviour is too; `fieldTypeRegistry.ts` assembles the behaviours under the same `type`.
 */
export const FIELD_SCHEMAS = [
  textSchema,
  longTextSchema,
  numberSchema,
  booleanSchema,
  dateSchema,
  datetimeSchema,
  durationSchema,
  enumSchema,
  flagsSchema,
  referenceSchema,
  referenceListSchema,
  jsonSchema,
  urlSchema,
  emailSchema,
  secretSchema,
  tagsSchema,
  colourSchema,
  phoneSchema,
  audioSchema,
  chartFieldSchema,
  percentSchema,
  moneySchema,
] as const;

export const fieldSchema = z.discriminatedUnion('type', [...FIELD_SCHEMAS]);

export type FieldInput = z.input<typeof fieldSchema>;
export type FieldType = FieldInput['type'];
export const FIELD_TYPES = FIELD_SCHEMAS.map((schema) => schema.shape.type.value) as FieldType[];
