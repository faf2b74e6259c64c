import { z } from 'zod';
import { customComponentName } from './customNames';
import { featureSwitch, name, permissions, segment, source, text } from './primitives';

export const FILTER_TYPES = [
  'search',
  'text',
  'number',
  'boolean',
  'enum',
  'reference',
  'dateRange',
] as const;

/** A list filter, sent under `source`; `enum` and `reference` filters take their choices from the field `source`. */
const filter = z.strictObject({
  source,
  type: z.enum(FILTER_TYPES),
  label: text.optional(),
  alwaysOn: z.boolean().optional(),
  /** Offered only while this application configuration switch is on (the conversations' text search: `fullText`). */
  feature: featureSwitch.optional(),
});

/**
 * A named view of the list at `/{route}/{path}`, with a permanent server filter: several screens over one entity
 * (the three suspicious-entity screens). The list's own path redirects to the first view the user may open.
 */
const view = z.strictObject({
  path: segment,
  label: text.optional(),
  filter: z.record(z.string(), z.unknown()),
  permissions: permissions.optional(),
});

/**
 * Where a row leads: its own detail, nowhere, the detail of another resource by an id field of the row, or the list
 * of another resource whose route parameters come from fields of the row (a dataset opens its categories).
 */
const rowClick = z.union([
  z.enum(['detail', 'none']),
  z.strictObject({ resource: name, idSource: source, tab: text.optional() }),
  z.strictObject({ list: name, params: z.record(z.string(), source) }),
]);

export const listSchema = z.strictObject({
  columns: z.array(source).min(1),
  /** Columns the column chooser offers that are hidden by default. */
  optionalColumns: z.array(source).default([]),
  defaultSort: z.strictObject({ field: source, order: z.enum(['ASC', 'DESC']) }),
  perPage: z.int().min(1).max(500).default(25),
  filters: z.array(filter).default([]),
  bulkDelete: z.boolean().default(false),
  /** `server`: the Export button runs the export as a background task of the list's own columns and filters. */
  export: z.enum(['server', 'none']).default('server'),
  rowClick: rowClick.optional(),
  /** A permanent server filter; route parameters named in `routeFilters` are added (`{ idFolder: 'idFolder' }`). */
  filter: z.record(z.string(), z.unknown()).default({}),
  routeFilters: z.record(z.string(), source).default({}),
  views: z.array(view).min(1).optional(),
  /** A registered component beside the list (e.g. a folder tree). */
  aside: customComponentName.optional(),
});
