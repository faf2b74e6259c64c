import { z } from 'zod';
import { fieldSchema } from '../field-types/fieldTypes';
import { customComponentName } from './customNames';
import { actionSchema } from './actionSchema';
import { completeResource } from './completeResource';
import { checkedWhole } from './checkedWhole';
import { consistencyIssues } from './consistency';
import { inputSchema } from './inputSchema';
import { listSchema } from './listSchema';
import { apiPath, call, dotPath, icon, method, name, permissions, route, source, text } from './primitives';
import { tabSchema } from './tabSchema';

/** Texts a runtime resource brings along (installed under `resources.{name}`), e.g. `{ name: 'Tag |||| Tags' }`. */
export type ResourceMessages = { [key: string]: string | ResourceMessages };
const messages: z.ZodType<ResourceMessages> = z.lazy(() =>
  z.record(z.string(), z.union([z.string(), messages])),
);

/** How a list call sends paging, sorting and filters, when the API differs from the core API's way. */
const listQuery = z.strictObject({
  page: text.optional(),
  pageSize: text.optional(),
  sort: text.optional(),
  order: text.optional(),
  filter: text.optional(),
  /** `json`: every filter in one JSON parameter; `params`: one query parameter per filter. */
  filterStyle: z.enum(['json', 'params']).optional(),
  firstPage: z.union([z.literal(0), z.literal(1)]).optional(),
  orderCase: z.enum(['upper', 'lower']).optional(),
});

const listCall = z.strictObject({
  method: method.default('GET'),
  path: apiPath,
  itemsPath: dotPath.default('items'),
  totalPath: dotPath.default('total'),
  query: listQuery.default({}),
});

const api = z.strictObject({
  base: z.enum(['core', 'nlp']).default('core'),
  list: listCall,
  get: call,
  create: call.optional(),
  update: call.optional(),
  delete: call.optional(),
});

const form = z.strictObject({
  create: z.array(inputSchema).min(1).optional(),
  edit: z.array(inputSchema).min(1).optional(),
});

/**
 * A field search everywhere (`GET /api/search`) finds records by: `contains` for names and e-mails; `prefix` or
 * `exact` for numbers and guids of large tables, which an index answers without reading every row.
 */
const searchField = z.union([
  source,
  z.strictObject({ field: source, match: z.enum(['contains', 'prefix', 'exact']) }),
]);

/** Permission requirements per view; a view without an entry is not offered. */
const resourcePermissions = z.strictObject({
  list: permissions,
  detail: permissions,
  create: permissions.optional(),
  edit: permissions.optional(),
  delete: permissions.optional(),
  export: permissions.optional(),
});

/** The shape of a resource before the cross-checks and completion (also the JSON Schema ops' editors get). */
export const resourceObjectSchema = z.strictObject({
  /** The JSON Schema a file names for editor completion; ignored. */
  $schema: z.string().optional(),
  name,
  /** List route without leading slash (`administration/lines`); `:param` segments are route parameters. */
  route,
  section: z.enum(['flows', 'campaigns', 'administration']).optional(),
  idField: source.default('id'),
  /** Fields that together identify a record (composite key); the detail route names them (`detail/:name/:server`). */
  key: z.array(source).min(2).optional(),
  representation: source,
  icon: icon.optional(),
  messages: messages.optional(),
  /**
   * `true`: the resource has no pages or menu entry of its own; it is shown inside other resources (related lists,
   * references), e.g. dial logs inside flows, modules and lines.
   */
  embedded: z.boolean().default(false),
  /** Where the menu links when the route has parameters; `false` keeps the resource out of the menus. */
  navigation: z.union([z.literal(false), z.strictObject({ path: z.string().regex(/^\//) })]).optional(),
  /**
   * The record a nested resource belongs to, named in the breadcrumbs (an NLP category's dataset): the parent
   * resource and the route parameter holding its id.
   */
  parent: z
    .union([
      z.strictObject({ resource: name, param: name }),
      /**
       * Or the record a field of the shown record names (a knowledge base's tenant): on the detail page, linking to
       * that record's `tab` (its default tab when absent).
       */
      z.strictObject({ resource: name, field: z.string().min(1), tab: z.string().min(1).optional() }),
    ])
    .optional(),
  /**
   * The screen the resource's list is shown in when it is not a menu entry of its own (bot deploy's overview):
   * breadcrumbs start with `label` linking to `path`, and the list's crumb links to `list`.
   */
  within: z
    .strictObject({
      label: z.string().min(1),
      path: z.string().regex(/^\//),
      list: z.string().regex(/^\//),
    })
    .optional(),
  /** An application configuration switch (SPEC §3) that must be on for the menus to offer the resource. */
  feature: z.enum(['conversations', 'ongoingConversations']).optional(),
  api,
  fields: z.array(fieldSchema).min(1),
  /** The fields search everywhere matches (with the list's permission and tenant scope); absent: not searched. */
  search: z.array(searchField).min(1).optional(),
  list: listSchema,
  detail: z
    .strictObject({
      /** The detail route after the list route; `:id` unless the resource has a composite `key`. */
      route: text.optional(),
      /**
       * The shape of the record's own id in the address (a regular expression). Another id is an old alias the API
       * also answers (a conversation's numeric id): the record is read by it and the address moves to its own id.
       */
      idPattern: z
        .string()
        .refine(
          (value) => {
            try {
              new RegExp(value);
              return true;
            } catch {
              return false;
            }
          },
          { error: 'expected a regular expression' },
        )
        .optional(),
      /**
       * With `idPattern`: an id of another shape names no record (campaigns' numeric ids), so the address answers
       * with the not-found page instead of being read as an alias.
       */
      strictId: z.boolean().optional(),
      /**
       * With `idPattern`: the call resolving an alias to the record's own id (SPEC §7 "guid to id"), answering it at
       * `idPath`; without it, the record is read by the alias.
       */
      aliasLookup: z.strictObject({ path: apiPath, idPath: dotPath }).optional(),
      /** A registered component shown above the tabs. */
      header: customComponentName.optional(),
      tabs: z.array(tabSchema).min(1),
    })
    .optional(),
  form: form.default({}),
  actions: z.array(actionSchema).default([]),
  permissions: resourcePermissions,
});

export type ParsedResource = z.output<typeof resourceObjectSchema>;

/**
 * The one schema of a resource configuration, for TypeScript declarations and runtime JSON files alike: the shape,
 * the defaults, the cross-checks between its parts and the completion into a `ResourceConfig`.
 */
export const resourceSchema = checkedWhole(resourceObjectSchema, consistencyIssues).transform(
  completeResource,
);

export type ResourceInput = z.input<typeof resourceSchema>;
export type ResourceConfig = z.output<typeof resourceSchema>;
