import { z } from 'zod';
import { fieldSchema } from '../field-types/fieldTypes';
import { customComponentName } from './customNames';
import { chartSchema } from './chartSchema';
import { inputSchema } from './inputSchema';
import {
  apiPath,
  call,
  dotPath,
  featureSwitch,
  method,
  name,
  permissions,
  segment,
  source,
  text,
} from './primitives';

/** A list of records of another resource related to the shown record. */
export const relatedSchema = z.strictObject({
  resource: name,
  /** Filter name the other resource's list is filtered by (set to the shown record's id). */
  target: source,
  /** A dedicated list path with placeholders instead of the other resource's list path plus the target filter. */
  apiPath: apiPath.optional(),
  columns: z.array(source).min(1).optional(),
  label: text.optional(),
  perPage: z.int().min(1).max(500).default(10),
  /** Actions of the shown resource (scope `row`) offered on each row: `{rowId}` in their path is the row's id. */
  rowActions: z.array(name).optional(),
  /**
   * An Export button over the rows (the other resource's export permission; a server-side task of its columns, the
   * relation's filter included): such a list is exported in place, so the tasks screen does not offer it.
   */
  export: z.boolean().default(false),
  /**
   * "Create in context": the other resource's create form, posted to `path` (placeholders from the shown record) or
   * to its own create call, with inputs preset from the shown record (`{ idDialModule: 'id' }`).
   */
  create: z
    .strictObject({
      path: apiPath.optional(),
      defaults: z.record(source, dotPath).default({}),
    })
    .optional(),
});

/** A date range picker above a chart: the range is sent as ISO instants, days are the console time zone's. */
export const dateRangeSchema = z.strictObject({
  fromParam: text.default('from'),
  toParam: text.default('to'),
  timeZoneParam: text.default('timeZone'),
  defaultDays: z.int().min(1).max(366).default(30),
});

/** A chart over its own API call (placeholders from the record), optionally over a date range. */
export const chartSectionSchema = z.strictObject({
  chart: chartSchema,
  source: z.strictObject({ path: apiPath, dataPath: dotPath.default('') }),
  dateRange: dateRangeSchema.optional(),
});

const content = {
  fields: z.array(source).optional(),
  related: z.array(relatedSchema).min(1).optional(),
  component: customComponentName.optional(),
  chart: chartSectionSchema.optional(),
};

/** A tab's own record: `GET path` (placeholders from the shown record) with its own declared fields. */
export const tabSourceSchema = z.strictObject({
  path: apiPath,
  dataPath: dotPath.default(''),
  fields: z.array(fieldSchema).min(1),
});

/** A tab's own edit form, saved by `call` (by default PUT to the tab source's path). */
export const tabFormSchema = z.strictObject({
  inputs: z.array(inputSchema).min(1),
  call: z
    .strictObject({ method: method.default('PUT'), path: apiPath.optional() })
    .default({ method: 'PUT' }),
  permissions,
  /** A call answering suggested values the user can load into the form (e.g. recommended monitoring). */
  suggest: call.extend({ label: text.optional() }).optional(),
});

/**
 * A part of a tab with an optional title: fields, related lists, a custom component or a chart. With `source` the
 * section shows a record of its own (and `form` edits it), beside the tab's other sections.
 */
export const sectionSchema = z.strictObject({
  title: text.optional(),
  ...content,
  source: tabSourceSchema.optional(),
  form: tabFormSchema.optional(),
});

const leafTab = z.strictObject({
  path: segment,
  label: text.optional(),
  permissions: permissions.optional(),
  /** Shown (and routed) only while this application configuration switch is on (a line's ongoing calls). */
  feature: featureSwitch.optional(),
  ...content,
  sections: z.array(sectionSchema).min(1).optional(),
  source: tabSourceSchema.optional(),
  form: tabFormSchema.optional(),
});

/**
 * A detail tab: `path` is one sub-route segment. Its content is one of fields, related lists, a custom component,
 * a chart, or `sections` combining them; or `children`, a group of tabs shown as a second tab bar, whose own path
 * redirects to its first child (`advanced` → `advanced/monitoring`). `source` gives the tab a record of its own
 * and `form` an edit form for it.
 */
export const tabSchema = leafTab.extend({ children: z.array(leafTab).min(1).optional() });

export type TabInput = z.input<typeof tabSchema>;
export type ParsedTab = z.output<typeof tabSchema>;
export type ParsedLeafTab = z.output<typeof leafTab>;
