import type { PermissionRequirement } from '../providers/permissions';

/** Which API base URL of the runtime configuration a call goes to. */
export type ApiBase = 'core' | 'nlp';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One API call; `{id}` in the path is replaced by the URL-encoded record id. */
export interface ApiCall {
  method: HttpMethod;
  path: string;
}

/** A call answering with a record; `dataPath` is where the record is in the body ('' = the body itself). */
export interface RecordCall extends ApiCall {
  dataPath?: string;
}

/** A list call; the dot paths say where the items and the total are in the body. */
export interface ListCall extends ApiCall {
  itemsPath: string;
  totalPath: string;
}

export interface ResourceApi {
  base: ApiBase;
  list: ListCall;
  get: RecordCall;
  create?: RecordCall;
  update?: RecordCall;
  delete?: ApiCall;
}

export type FieldType =
  | 'text'
  | 'number'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'email'
  | 'url'
  | 'tags'
  | 'enum'
  | 'flags'
  | 'reference';

/** A value of an enumeration and the i18n key of its label. */
export interface Choice {
  value: number | string;
  label: string;
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
  type: 'text' | 'number' | 'boolean' | 'date' | 'datetime' | 'email' | 'url' | 'tags';
}

/** `enum` shows the label of the matching choice; `flags` treats the value as bit flags and shows every set one. */
export interface ChoiceField extends FieldBase {
  type: 'enum' | 'flags';
  choices: Choice[];
}

/** A link to another resource's detail; `labelSource` names a field of this record holding the display text. */
export interface ReferenceField extends FieldBase {
  type: 'reference';
  reference: string;
  labelSource?: string;
}

export type FieldConfig = PlainField | ChoiceField | ReferenceField;

export type FilterType = 'search' | 'text' | 'boolean';

/** A list filter; sent inside the JSON `filter` query parameter under `source`. */
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

/** A detail tab; `path` is the sub-route after `/detail/{id}/`. */
export interface DetailTab {
  path: string;
  label: string;
  fields: string[];
}

/** Views of a resource that can require permissions. */
export type ResourceView = 'list' | 'detail' | 'create' | 'edit' | 'delete' | 'export';

/** Permission requirements per view; a view without an entry is not offered. */
export type ResourcePermissions = Partial<Record<ResourceView, PermissionRequirement[]>>;

/** Icons a resource can use in the menu (mapped to components by the framework). */
export type ResourceIcon = 'flows' | 'tenants' | 'users' | 'lines' | 'modules' | 'campaigns' | 'settings';

/** A complete, validated resource configuration: plain serialisable data. */
export interface ResourceConfig {
  name: string;
  /** Route and react-admin resource name, without leading slash, e.g. 'administration/tenants'. */
  route: string;
  idField: string;
  /** Field used to represent a record (page titles, references). */
  representation: string;
  /** i18n key of the resource name (polyglot plural 'Tenant |||| Tenants'). */
  label: string;
  icon?: ResourceIcon;
  api: ResourceApi;
  fields: FieldConfig[];
  list: { columns: string[]; defaultSort: SortConfig; perPage: number; filters: FilterConfig[] };
  detail: { tabs: DetailTab[] };
  permissions: ResourcePermissions;
}

type Optional<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;
type FieldInputOf<T> = T extends FieldConfig ? Optional<T, 'label' | 'sortable' | 'sortField'> : never;

/** A field as declared: label and sorting default. */
export type FieldInput = FieldInputOf<FieldConfig>;

/** A resource as declared; everything derivable is optional. */
export interface ResourceInput {
  name: string;
  route: string;
  idField?: string;
  representation: string;
  icon?: ResourceIcon;
  api: ResourceApi;
  fields: FieldInput[];
  list: {
    columns: string[];
    defaultSort: SortConfig;
    perPage?: number;
    filters?: Optional<FilterConfig, 'label' | 'alwaysOn'>[];
  };
  detail: { tabs: Optional<DetailTab, 'label'>[] };
  permissions: ResourcePermissions;
}
