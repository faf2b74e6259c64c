/**
 * Types of resource configurations, all derived from the one schema (`schema/resourceSchema.ts`): `ResourceInput`
 * is what TypeScript and JSON files declare, `ResourceConfig` the completed configuration the console renders.
 */
import type { EnumerationName } from '../shared/enumerations';
import type { PermissionRequirement } from '../shared/permissions';
import type { FieldType } from './field-types/fieldTypes';
import type { IconName } from './framework/iconNames';
import type { ChartConfig } from './schema/chartSchema';
import type { CompletedTab } from './schema/completeResource';
import type { Condition } from './schema/conditionSchema';
import type { InputConfig } from './schema/inputSchema';
import type { ResourceConfig, ResourceInput, ResourceMessages } from './schema/resourceSchema';
import type { ValidatorSpec } from '../shared/validation/validatorSpecs';

export { FIELD_TYPES } from './field-types/fieldTypes';
export { FILTER_TYPES } from './schema/listSchema';
export { HTTP_METHODS } from './schema/pathParts';

export type {
  ChartConfig,
  Condition,
  EnumerationName,
  FieldType,
  IconName,
  InputConfig,
  PermissionRequirement,
  ResourceConfig,
  ResourceInput,
  ResourceMessages,
  ValidatorSpec,
};

export type ApiBase = ResourceConfig['api']['base'];
export type HttpMethod = ResourceConfig['api']['get']['method'];
/** One API call; `{placeholders}` in the path are filled from the record, the route parameters or the parent. */
export type ApiCall = { method: HttpMethod; path: string; dataPath?: string; body?: Record<string, unknown> };
export type RecordCall = ApiCall;
export type ListCall = ResourceConfig['api']['list'];
export type ListQueryMapping = ListCall['query'];

export type FieldConfig = ResourceConfig['fields'][number];
type FieldOf<T extends FieldType> = Extract<FieldConfig, { type: T }>;
export type ChoiceField = FieldOf<'enum' | 'flags'>;
export type ReferenceField = FieldOf<'reference' | 'referenceList'>;
export type SecretField = FieldOf<'secret'>;
export type PlainField = Exclude<FieldConfig, ChoiceField | ReferenceField | SecretField>;
export type PlainFieldType = PlainField['type'];
export type Choice = ChoiceField['choices'][number];

export type ListConfig = ResourceConfig['list'];
export type FilterConfig = ListConfig['filters'][number];
export type FilterType = FilterConfig['type'];
export type SortConfig = ListConfig['defaultSort'];
export type ListView = ListConfig['views'][number];

export type DetailTab = CompletedTab;
export type TabSection = DetailTab['sections'][number];
export type RelatedList = NonNullable<TabSection['related']>[number];
export type ChartSection = NonNullable<TabSection['chart']>;
export type TabForm = NonNullable<DetailTab['form']>;

export type ActionConfig = ResourceConfig['actions'][number];
export type ActionOutcome = ActionConfig['onSuccess'];

export type ResourcePermissions = ResourceConfig['permissions'];
/** Views of a resource that can require permissions. */
export type ResourceView = keyof ResourcePermissions;

/** The top bar's sections (SPEC §1: tabs for Flows, Campaigns and Administration). */
export type ConsoleSection = ResourceConfig['section'];

/** A field search everywhere matches, completed: `{ field, match }`. */
export type SearchField = NonNullable<ResourceConfig['search']>[number];
