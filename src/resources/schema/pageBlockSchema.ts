import { z } from 'zod';
import { fieldSchema } from '../field-types/fieldTypes';
import { chartSchema } from './chartSchema';
import { inputSchema } from './inputSchema';
import { apiPath, dotPath, method, name, permissions, source, text } from './primitives';
import { dateRangeSchema } from './tabSchema';

/** A call of a page block: a path of the core or NLP API with a fixed query; `dataPath` is where its answer is. */
export const blockCallSchema = z.strictObject({
  base: z.enum(['core', 'nlp']).default('core'),
  path: apiPath,
  query: z.record(z.string(), z.string()).default({}),
  dataPath: dotPath.default(''),
});

/** What every block may say: a title, the permissions it needs beyond the page's, its share of the row. */
const common = {
  title: text.optional(),
  permissions: permissions.default([]),
  /** `full` takes a row; two `half` or three `third` blocks share one (stacked on narrow screens). */
  width: z.enum(['full', 'half', 'third']).default('full'),
};

/** A resource's list: its own columns (or the given ones), a permanent server filter, rows leading to the records. */
const listBlock = z.strictObject({
  type: z.literal('list'),
  ...common,
  resource: name,
  columns: z.array(source).min(1).optional(),
  filter: z.record(z.string(), z.unknown()).default({}),
  sort: z.strictObject({ field: source, order: z.enum(['ASC', 'DESC']) }).optional(),
  perPage: z.int().min(1).max(100).default(10),
});

/** A chart over its own call (like a detail tab's chart section), optionally over a date range. */
const chartBlock = z.strictObject({
  type: z.literal('chart'),
  ...common,
  source: blockCallSchema,
  chart: chartSchema,
  dateRange: dateRangeSchema.optional(),
});

/** Figure cards: values of one answer, each declared like a resource field (any field type, its label). */
const figuresBlock = z.strictObject({
  type: z.literal('figures'),
  ...common,
  source: blockCallSchema,
  figures: z.array(fieldSchema).min(1),
});

/**
 * A form over an API path: inputs of declared fields (the resources' field types and SPEC §5 validators), starting
 * from the answer of `load` when given, sent by `submit`; the server's field errors (SPEC §8) land on the fields.
 */
const formBlock = z.strictObject({
  type: z.literal('form'),
  ...common,
  fields: z.array(fieldSchema).min(1),
  /** The inputs, by default one per field. */
  inputs: z.array(inputSchema).min(1).optional(),
  load: blockCallSchema.optional(),
  submit: z.strictObject({
    base: z.enum(['core', 'nlp']).default('core'),
    method: method.default('POST'),
    path: apiPath,
  }),
  submitLabel: text.optional(),
  successMessage: text.optional(),
});

export const blockSchema = z.discriminatedUnion('type', [listBlock, chartBlock, figuresBlock, formBlock]);

export const BLOCK_TYPES = ['list', 'chart', 'figures', 'form'] as const;
export type ParsedBlock = z.output<typeof blockSchema>;
export type BlockCall = z.output<typeof blockCallSchema>;
