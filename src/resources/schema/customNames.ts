/**
 * The names a configuration may give to custom React: the schema accepts these, and the console's maps of named
 * components and inputs (`framework/customComponents.tsx`, `customInputs.tsx`) are typed to hold exactly these.
 * Plain data, so the dev platform and `npm run config:check` validate configurations without the components.
 */

/**
 * The names a configuration may use (`"component": "permissionEditor"`): custom tab sections, headers, field displays
 * and list asides.
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
  'nlpDatasetLink',
  'nlpConfusionMatrix',
  'nlpTestBox',
  'botDeployConfigEditor',
] as const;

export type CustomComponentName = (typeof CUSTOM_COMPONENT_NAMES)[number];

/** The names an input's configuration may use (`"component": "flowFolderPicker"`); the schema accepts these. */
export const CUSTOM_INPUT_NAMES = ['flowFolderPicker'] as const;

export type CustomInputName = (typeof CUSTOM_INPUT_NAMES)[number];
