/**
 * Names of the custom tab components a configuration may use (`"component": "permissionEditor"`); the components
 * themselves are in `customComponents.tsx` and load with the first tab that shows them.
 */
export const CUSTOM_COMPONENT_NAMES = [
  'permissionEditor',
  'knowledgeBaseUpload',
  'variablesStorageKey',
  'tenantStatisticsCharts',
] as const;

export type CustomComponentName = (typeof CUSTOM_COMPONENT_NAMES)[number];
