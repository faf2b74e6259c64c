import { z } from 'zod';
import { audioSchema } from './audioSchema';
import { booleanSchema } from './booleanSchema';
import { chartFieldSchema } from './chartFieldSchema';
import { colourSchema } from './colourSchema';
import { dateSchema } from './dateSchema';
import { datetimeSchema } from './datetimeSchema';
import { durationSchema } from './durationSchema';
import { emailSchema } from './emailSchema';
import { enumSchema } from './enumSchema';
import { flagsSchema } from './flagsSchema';
import { jsonSchema } from './jsonSchema';
import { longTextSchema } from './longTextSchema';
import { moneySchema } from './moneySchema';
import { numberSchema } from './numberSchema';
import { percentSchema } from './percentSchema';
import { phoneSchema } from './phoneSchema';
import { referenceSchema } from './referenceSchema';
import { referenceListSchema } from './referenceListSchema';
import { secretSchema } from './secretSchema';
import { snippetSchema } from './snippetSchema';
import { tagsSchema } from './tagsSchema';
import { textSchema } from './textSchema';
import { urlSchema } from './urlSchema';

/**
 * The configuration schema of every field type, each in `field-types/<type>Schema.ts` beside its behaviour
 * (`<type>.ts`, assembled by `fieldTypeRegistry.ts` under the same `type`).
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
  snippetSchema,
] as const;

export const fieldSchema = z.discriminatedUnion('type', [...FIELD_SCHEMAS]);

export type FieldInput = z.input<typeof fieldSchema>;
export type FieldType = FieldInput['type'];
export const FIELD_TYPES = FIELD_SCHEMAS.map((schema) => schema.shape.type.value) as FieldType[];
