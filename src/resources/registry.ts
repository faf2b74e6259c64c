import { auditLogResource } from './audit-log/auditLogResource';
import { billingResource } from './billing/billingResource';
import { botDeployConfigurationsResource } from './bot-deploy/botDeployConfigurationsResource';
import { botDeployModulesResource } from './bot-deploy/botDeployModulesResource';
import { botDeployServersResource } from './bot-deploy/botDeployServersResource';
import {
  billingFeesResource,
  billingLinesResource,
  billingTariffsResource,
} from './billing/billingResources';
import {
  conversationErrorsResource,
  conversationTimelinesResource,
  conversationVariablesResource,
} from './conversations/conversationPartsResources';
import { conversationsResource } from './conversations/conversationsResource';
import {
  campaignContactImportsResource,
  campaignContactsResource,
  campaignFolderResources,
  campaignStatusChangesResource,
} from './campaigns/campaignResources';
import { campaignsResource } from './campaigns/campaignsResource';
import { componentsResource } from './components/componentsResource';
import { demoCallGroupsResource } from './demo-calls/demoCallGroupsResource';
import { demoCallsResource } from './demo-calls/demoCallsResource';
import { dialLogsResource } from './dial-logs/dialLogsResource';
import { dialModulesResource } from './dial-modules/dialModulesResource';
import { flowFolderResources } from './flows/flowFolders';
import { flowsResource } from './flows/flowsResource';
import { COMPONENT_VERSIONS, FLOW_VERSIONS } from './flows/history/versionResources';
import { grammarsResource } from './grammars/grammarsResource';
import {
  knowledgeBaseFilesResource,
  knowledgeBaseUrlsResource,
} from './knowledge-bases/knowledgeBaseItemResources';
import { knowledgeBasesResource } from './knowledge-bases/knowledgeBasesResource';
import { instanceOverviewResource } from './instance-overview/instanceOverviewResource';
import { languagesResource } from './languages/languagesResource';
import { linesResource } from './lines/linesResource';
import { ongoingCallsResource } from './ongoing-calls/ongoingCallsResource';
import { permissionGroupsResource } from './permission-groups/permissionGroupsResource';
import { tasksResource } from './tasks/tasksResource';
import { suspiciousEntitiesResource } from './suspicious-entities/suspiciousEntitiesResource';
import { tenantStatisticsResource } from './tenant-statistics/tenantStatisticsResource';
import { nlpCategoriesResource } from './nlp/nlpCategoriesResource';
import { nlpDatasetsResource } from './nlp/nlpDatasetsResource';
import { nlpExamplesResource } from './nlp/nlpExamplesResource';
import { nlpModelsResource } from './nlp/nlpModelsResource';
import { notificationGroupsResource } from './tenants/notificationGroupsResource';
import { tenantFeesResource, tenantTariffsResource } from './tenants/tenantBillingResources';
import { tenantLimitsResource } from './tenants/tenantLimitsResource';
import { tenantsResource } from './tenants/tenantsResource';
import { validateRegistry } from './registryLookup';
import type { ResourceConfig } from './types';
import { usersResource } from './users/usersResource';
import { variablesStorageResource } from './variables-storage/variablesStorageResource';

/**
 * The resources declared in TypeScript, in menu order (flows first: the root redirects there). The console imports
 * this module at start-up (`main.tsx`) and Node (the dev platform, tests, tooling) imports it too: both complete and
 * check the configurations with the same code.
 */
export const builtInResources: readonly ResourceConfig[] = [
  flowsResource,
  campaignsResource,
  componentsResource,
  tenantsResource,
  usersResource,
  permissionGroupsResource,
  dialModulesResource,
  linesResource,
  suspiciousEntitiesResource,
  languagesResource,
  grammarsResource,
  instanceOverviewResource,
  billingResource,
  auditLogResource,
  tenantStatisticsResource,
  knowledgeBasesResource,
  variablesStorageResource,
  demoCallGroupsResource,
  demoCallsResource,
  dialLogsResource,
  billingFeesResource,
  billingTariffsResource,
  billingLinesResource,
  ongoingCallsResource,
  conversationsResource,
  conversationVariablesResource,
  conversationErrorsResource,
  conversationTimelinesResource,
  tenantLimitsResource,
  tenantTariffsResource,
  tenantFeesResource,
  notificationGroupsResource,
  knowledgeBaseFilesResource,
  knowledgeBaseUrlsResource,
  tasksResource,
  nlpDatasetsResource,
  nlpCategoriesResource,
  nlpExamplesResource,
  nlpModelsResource,
  botDeployModulesResource,
  botDeployServersResource,
  botDeployConfigurationsResource,
  ...flowFolderResources,
  ...campaignFolderResources,
  campaignContactsResource,
  campaignContactImportsResource,
  campaignStatusChangesResource,
  ...FLOW_VERSIONS.resources,
  ...COMPONENT_VERSIONS.resources,
];

/** The one list of resources: routes, menu entries (in this order), i18n keys and permission checks derive from it. */
export const resourceRegistry: readonly ResourceConfig[] = validateRegistry([...builtInResources]);
