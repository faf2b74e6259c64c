import { z } from 'zod';
import { ENUMERATION_NAMES } from '../../shared/enumerations';
import { CUSTOM_COMPONENT_NAMES } from '../framework/customComponentNames';
import { chartSchema } from '../schema/chartSchema';
import { apiPath, call, icon, name, source, text } from '../schema/primitives';

/** What every field declares: where its value is, its label, whether lists sort by it, an optional display slot. */
const common = {
  source,
  label: text.optional(),
  sortable: z.boolean().optional(),
  sortField: source.optional(),
  /** A registered component shown instead of the type's own display. */
  component: z.enum(CUSTOM_COMPONENT_NAMES).optional(),
};

const plain = <T extends string>(type: T) => z.strictObject({ type: z.literal(type), ...common });

const choice = z.strictObject({
  value: z.union([z.string(), z.number()]),
  label: text,
  icon: icon.optional(),
});
const choiceField = <T extends 'enum' | 'flags'>(type: T) =>
  z
    .strictObject({
      type: z.literal(type),
      ...common,
      enumeration: z.enum(ENUMERATION_NAMES).optional(),
      choices: z.array(choice).min(1).optional(),
    })
    .refine((field) => (field.enumeration === undefined) !== (field.choices === undefined), {
      error: 'needs either "enumeration" or "choices" (exactly one)',
    });

/** Options of a reference without a resource of its own: a call answering `{ items: [{ id, name }] }`. */
const lookup = z.strictObject({
  path: apiPath,
  valueField: source.default('id'),
  labelField: source.default('name'),
});
const referenceField = <T extends 'reference' | 'referenceList'>(type: T) =>
  z
    .strictObject({
      type: z.literal(type),
      ...common,
      reference: name.optional(),
      lookup: lookup.optional(),
      labelSource: source.optional(),
    })
    .refine((field) => (field.reference === undefined) !== (field.lookup === undefined), {
      error: 'needs either "reference" or "lookup" (exactly one)',
    });

/**
 * The configuration schema of every field type. Each type's behaviour (display, input, form conversion, implied
 * validators, CSV cell, seed value) is a plug-in keyed by the same `type`.
 */
export const FIELD_SCHEMAS = [
  plain('text'),
  plain('longText'),
  plain('number'),
  plain('boolean'),
  plain('date'),
  plain('datetime'),
  plain('duration'),
  choiceField('enum'),
  choiceField('flags'),
  referenceField('reference'),
  referenceField('referenceList'),
  plain('json'),
  plain('url'),
  plain('email'),
  z.strictObject({ type: z.literal('secret'), ...common, reveal: call.optional() }),
  plain('tags'),
  plain('colour'),
  plain('phone'),
  z.strictObject({ type: z.literal('audio'), ...common, downloadName: text.optional() }),
  z.strictObject({ type: z.literal('chart'), ...common, chart: chartSchema }),
  z.strictObject({
    type: z.literal('percent'),
    ...common,
    scale: z.union([z.literal(1), z.literal(100)]).default(1),
  }),
  z
    .strictObject({
      type: z.literal('money'),
      ...common,
      currency: z
        .string()
        .regex(/^[A-Z]{3}$/, { error: 'expected an ISO 4217 code such as "EUR"' })
        .optional(),
      currencySource: source.optional(),
    })
    .refine((field) => (field.currency === undefined) !== (field.currencySource === undefined), {
      error: 'needs either "currency" or "currencySource" (exactly one)',
    }),
] as const;

export const fieldSchema = z.discriminatedUnion('type', [...FIELD_SCHEMAS]);

export type FieldInput = z.input<typeof fieldSchema>;
export type FieldType = FieldInput['type'];
export const FIELD_TYPES = FIELD_SCHEMAS.map((schema) => schema.shape.type.value) as FieldType[];

/** Types whose values cannot order a list. */
export const UNSORTABLE_TYPES: readonly FieldType[] = [
  'tags',
  'flags',
  'referenceList',
  'json',
  'secret',
  'audio',
  'chart',
];
