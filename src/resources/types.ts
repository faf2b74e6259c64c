import type { PermissionRequirement } from '../shared/permissions';
import type { EnumerationName } from '../shared/enumerations';
import type { IconName } from './framework/iconNames';
import type { ValidatorSpec } from '../shared/validation/validatorSpecs';

export type { IconName, PermissionRequirement, ValidatorSpec };

/** Which API base URL of the runtime configuration a call goes to. */
export type ApiBase = 'core' | 'nlp';
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** One API call; `{id}` in the path is replaced by the URL-encoded record id. */
export interface ApiCall {
  method: HttpMethod;
  path: string;
}

/** A call answering with a record; `dataPath` is where the record is in the body ('' = the body itself). */
export interface RecordCall extends ApiCall {
  dataPath?: string;
}

/** How a list call sends paging, sorting and filters. */
export interface ListQueryMapping {
  /** Query parameter names. */
  page: string;
  pageSize: string;
  sort: string;
  order: string;
  filter: string;
  /** `json`: every filter in one JSON parameter; `params`: one query parameter per filter. */
  filterStyle: 'json' | 'params';
  /** Number of the first page (0 or 1). */
  firstPage: 0 | 1;
  orderCase: 'upper' | 'lower';
}

/** A list call; the dot paths say where the items and the total are in the body. */
export interface ListCall extends ApiCall {
  itemsPath: string;
  totalPath: string;
  query: ListQueryMapping;
}

export interface ResourceApi {
  base: ApiBase;
  list: ListCall;
  get: RecordCall;
  create?: RecordCall;
  update?: RecordCall;
  delete?: ApiCall;
}

export const FIELD_TYPES = [
  'text',
  'longText',
  'number',
  'boolean',
  'date',
  'datetime',
  'duration',
  'enum',
  'flags',
  'reference',
  'referenceList',
  'json',
  'url',
  'email',
  'secret',
  'tags',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
export type PlainFieldType = Exclude<FieldType, 'enum' | 'flags' | 'reference' | 'referenceList' | 'secret'>;

/** A value of an enumeration; `label` is an i18n key (or plain text for runtime resources). */
export interface Choice {
  value: number | string;
  label: string;
  icon?: IconName;
}

interface FieldBase {
  /** Dot path of the value in the record. */
  source: string;
  /** i18n key; derived as `resources.{name}.fields.{source}` unless given. */
  label: string;
  sortable: boolean;
  /** Field name sent as `sort` when the column is sorted (defaults to `source`). */
  sortField: string;
}

export interface PlainField extends FieldBase {
  type: PlainFieldType;
}

/** `enum` shows the label of the matching choice; `flags` treats the value as bit flags and shows every set one. */
export interface ChoiceField extends FieldBase {
  type: 'enum' | 'flags';
  /** The SPEC §3 enumeration the choices come from, when they do. */
  enumeration?: EnumerationName;
  choices: Choice[];
}

/**
 * `reference`: the value is the id of a record of `reference` (a resource name); `labelSource` names a field of
 * this record holding the display text. `referenceList`: an array of ids, `labelSource` a parallel array of texts.
 */
export interface ReferenceField extends FieldBase {
  type: 'reference' | 'referenceList';
  reference: string;
  labelSource?: string;
}

/** A secret: shown masked with a reveal toggle and a copy button; `reveal` fetches the value when not in the record. */
export interface SecretField extends FieldBase {
  type: 'secret';
  reveal?: RecordCall;
}

export type FieldConfig = PlainField | ChoiceField | ReferenceField | SecretField;

export const FILTER_TYPES = ['search', 'text', 'number', 'boolean', 'enum', 'reference'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

/** A list filter; sent under `source`. `enum` and `reference` filters take their choices from the field `source`. */
export interface FilterConfig {
  source: string;
  type: FilterType;
  label: string;
  alwaysOn: boolean;
}

export interface SortConfig {
  field: string;
  order: 'ASC' | 'DESC';
}

/** A list of records of another resource related to the shown record. */
export interface RelatedList {
  resource: string;
  /** Filter name the other resource's list is filtered by (set to the shown record's id). */
  target: string;
  /** A dedicated list path with `{id}` instead of the other resource's list path plus the target filter. */
  apiPath?: string;
  /** Columns of the other resource; its list columns by default. */
  columns?: string[];
  /** i18n key; the other resource's name by default. */
  label?: string;
  perPage: number;
}

/**
 * A detail tab; `path` is the sub-route after `/detail/{id}/`. Its content is exactly one of fields, related lists or
 * a named custom component (see `framework/customComponents.ts`). `permissions` are needed on top of the detail's.
 */
export interface DetailTab {
  path: string;
  label: string;
  permissions: PermissionRequirement[];
  fields?: string[];
  related?: RelatedList[];
  component?: string;
}

/** A form input of a declared field. `submit: false` keeps it out of the payload (e.g. a confirmation). */
export interface InputConfig {
  source: string;
  validate: ValidatorSpec[];
  readOnly: boolean;
  submit: boolean;
  defaultValue?: unknown;
}

/** What happens after an action succeeded. */
export type ActionOutcome = 'refresh' | 'openResult' | 'showResult';

/**
 * A record action (on one record, `{id}` in the path) or a bulk action (on the selected ids, sent as `ids`).
 * An action with a form opens a dialog (also by `?dialog={name}`); the form values are the request body.
 */
export interface ActionConfig {
  name: string;
  scope: 'record' | 'bulk';
  label: string;
  icon?: IconName;
  call: RecordCall;
  /** i18n key of a confirmation question asked first. */
  confirm?: string;
  form: InputConfig[];
  permissions: PermissionRequirement[];
  /** Record actions: the detail tab whose content shows the button (the detail toolbar when unset). */
  tab?: string;
  onSuccess: ActionOutcome;
  /** Where the result (a record id for openResult, a value for showResult) is in the answer. */
  resultPath: string;
  /** i18n key of the success notification. */
  successMessage: string;
}

/** Views of a resource that can require permissions. */
export type ResourceView = 'list' | 'detail' | 'create' | 'edit' | 'delete' | 'export';

/** Permission requirements per view; a view without an entry is not offered. */
export type ResourcePermissions = Partial<Record<ResourceView, PermissionRequirement[]>>;

/** The top bar's sections (SPEC §1: tabs for Flows, Campaigns and Administration). */
export type ConsoleSection = 'flows' | 'campaigns' | 'administration';

/** Texts a runtime resource brings along (installed under `resources.{name}`), e.g. `{ name: 'Tag |||| Tags' }`. */
export type ResourceMessages = { [key: string]: string | ResourceMessages };

/** A complete, validated resource configuration: plain serialisable data. */
export interface ResourceConfig {
  name: string;
  /** Route and react-admin resource name, without leading slash, e.g. 'administration/tenants'. */
  route: string;
  section: ConsoleSection;
  idField: string;
  /** Field used to represent a record (page titles, references). */
  representation: string;
  /** i18n key of the resource name (polyglot plural 'Tenant |||| Tenants'). */
  label: string;
  icon?: IconName;
  messages?: ResourceMessages;
  api: ResourceApi;
  fields: FieldConfig[];
  list: {
    columns: string[];
    /** Columns the column chooser offers that are hidden by default. */
    optionalColumns: string[];
    defaultSort: SortConfig;
    perPage: number;
    filters: FilterConfig[];
    bulkDelete: boolean;
  };
  detail: { tabs: DetailTab[] };
  form: { create?: InputConfig[]; edit?: InputConfig[] };
  actions: ActionConfig[];
  permissions: ResourcePermissions;
}
