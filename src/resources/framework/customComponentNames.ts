/**
 * Names of the registered components a configuration may use: custom tab sections, headers, field displays
 * (`"component": "permissionEditor"`) and list asides. The components themselves are in `customComponents.tsx` and
 * load with the first view that shows them.
 */
export const CUSTOM_COMPONENT_NAMES = [
  'permissionEditor',
  'taskDownload',
  'taskExports',
  'billingHeader',
  'billingOverview',
  'billingCosts',
  'conversationTimeline',
  'ongoingCallsBoard',
  'flowFolders',
  'campaignFolders',
  'campaignContactsImport',
  'folderLink',
  'scriptHistory',
  'knowledgeBaseUpload',
  'variablesStorageKey',
  'tenantStatisticsCharts',
  'instanceComparison',
] as const;

export type CustomComponentName = (typeof CUSTOM_COMPONENT_NAMES)[number];
