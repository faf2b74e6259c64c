/** The declared (input) form of resource configurations: what TypeScript and JSON files write. */
import type {
  ActionOutcome,
  ApiBase,
  ApiCall,
  Choice,
  ChoiceField,
  ConsoleSection,
  FilterConfig,
  IconName,
  InputConfig,
  ListQueryMapping,
  PermissionRequirement,
  PlainField,
  RecordCall,
  ReferenceField,
  RelatedList,
  ResourceMessages,
  ResourcePermissions,
  SecretField,
  SortConfig,
} from './types';

type Optional<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

/** A form input as declared. */
export type InputSpec = Optional<InputConfig, 'validate' | 'readOnly' | 'submit'>;

/** A detail tab as declared. */
export interface TabInput {
  path: string;
  label?: string;
  permissions?: PermissionRequirement[];
  fields?: string[];
  related?: Optional<RelatedList, 'perPage'>[];
  component?: string;
}

/** An action as declared; `confirm: true` derives the key `resources.{name}.actions.{action}_confirm`. */
export interface ActionInput {
  name: string;
  scope: 'record' | 'bulk';
  label?: string;
  icon?: IconName;
  call: Optional<RecordCall, 'method'>;
  confirm?: string | boolean;
  form?: InputSpec[];
  permissions: PermissionRequirement[];
  tab?: string;
  onSuccess?: ActionOutcome;
  resultPath?: string;
  successMessage?: string;
}

/** A field as declared; enum/flags name an enumeration or list their choices. */
export type FieldInput =
  | Optional<PlainField, 'label' | 'sortable' | 'sortField'>
  | (Optional<Omit<ChoiceField, 'choices'>, 'label' | 'sortable' | 'sortField'> & { choices?: Choice[] })
  | Optional<ReferenceField, 'label' | 'sortable' | 'sortField'>
  | (Optional<Omit<SecretField, 'reveal'>, 'label' | 'sortable' | 'sortField'> & {
      reveal?: Optional<RecordCall, 'method'>;
    });

/** A resource as declared (in TypeScript or as JSON); everything derivable is optional. */
export interface ResourceInput {
  name: string;
  route: string;
  section?: ConsoleSection;
  idField?: string;
  representation: string;
  icon?: IconName;
  messages?: ResourceMessages;
  api: {
    base?: ApiBase;
    list: Optional<ApiCall, 'method'> & {
      itemsPath?: string;
      totalPath?: string;
      query?: Partial<ListQueryMapping>;
    };
    get: Optional<RecordCall, 'method'>;
    create?: Optional<RecordCall, 'method'>;
    update?: Optional<RecordCall, 'method'>;
    delete?: Optional<ApiCall, 'method'>;
  };
  fields: FieldInput[];
  list: {
    columns: string[];
    optionalColumns?: string[];
    defaultSort: SortConfig;
    perPage?: number;
    filters?: Optional<FilterConfig, 'label' | 'alwaysOn'>[];
    bulkDelete?: boolean;
  };
  detail: { tabs: TabInput[] };
  form?: { create?: InputSpec[]; edit?: InputSpec[] };
  actions?: ActionInput[];
  permissions: ResourcePermissions;
}
