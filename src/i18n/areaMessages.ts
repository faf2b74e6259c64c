import { permissionGroupsMessages } from '../resources/permission-groups/permissionGroupsMessages';
import { languagesMessages } from '../resources/languages/languagesMessages';
import { grammarsMessages } from '../resources/grammars/grammarsMessages';
import { auditLogMessages } from '../resources/audit-log/auditLogMessages';
import { historyMessages } from '../resources/flows/history/historyMessages';
import { foldersMessages } from '../resources/folders/foldersMessages';
import {
  billingFeesMessages,
  billingLinesMessages,
  billingMessages,
  billingTariffsMessages,
} from '../resources/billing/billingMessages';
import {
  conversationErrorsMessages,
  conversationsMessages,
  conversationTimelinesMessages,
  conversationVariablesMessages,
  testCallMessages,
} from '../resources/conversations/conversationsMessages';
import { campaignsMessages, embeddedCampaignMessages } from '../resources/campaigns/campaignsMessages';
import { componentsMessages } from '../resources/components/componentsMessages';
import { demoCallGroupsMessages, demoCallsMessages } from '../resources/demo-calls/demoCallsMessages';
import { dialLogsMessages } from '../resources/dial-logs/dialLogsMessages';
import {
  botDeployConfigurationsMessages,
  botDeployModulesMessages,
  botDeployServersMessages,
} from '../resources/bot-deploy/botDeployMessages';
import { dialModulesMessages } from '../resources/dial-modules/dialModulesMessages';
import { embeddedScriptMessages, flowsMessages } from '../resources/flows/flowsMessages';
import {
  knowledgeBaseFilesMessages,
  knowledgeBasesMessages,
  knowledgeBaseUrlsMessages,
} from '../resources/knowledge-bases/knowledgeBasesMessages';
import { instanceOverviewMessages } from '../resources/instance-overview/instanceOverviewMessages';
import { linesMessages } from '../resources/lines/linesMessages';
import { ongoingCallsMessages } from '../resources/ongoing-calls/ongoingCallsMessages';
import { suspiciousEntitiesMessages } from '../resources/suspicious-entities/suspiciousEntitiesMessages';
import { tenantStatisticsMessages } from '../resources/tenant-statistics/tenantStatisticsMessages';
import {
  notificationGroupsMessages,
  tenantFeesMessages,
  tenantLimitsMessages,
  tenantsMessages,
  tenantTariffsMessages,
} from '../resources/tenants/tenantsMessages';
import { variablesStorageMessages } from '../resources/variables-storage/variablesStorageMessages';
import { nlpResourceMessages } from '../resources/nlp/nlpMessages';

/**
 * The texts of the areas' resources (fields, tabs, sections, actions), apart from their names (`resourceNames.ts`),
 * and of the areas' shared parts.
 * Not part of the console's first load: the build ships each list's texts with its configurations and all of them
 * with the complete set (`scripts/builtInResourcesPlugin.ts`), installed before a screen of the area renders
 * (`builtInConfigurations.ts`). Tests install them all at once (`src/testing/setupTests.ts`).
 */
export const areaMessages = {
  // Shown only by screens that wait for all configurations (folder asides of lists, a script's history).
  folders: foldersMessages,
  history: historyMessages,
  resources: {
    dialModules: dialModulesMessages,
    lines: linesMessages,
    suspiciousEntities: suspiciousEntitiesMessages,
    dialLogs: dialLogsMessages,
    ongoingCalls: ongoingCallsMessages,
    billing: billingMessages,
    billingFees: billingFeesMessages,
    billingTariffs: billingTariffsMessages,
    billingLines: billingLinesMessages,
    conversations: conversationsMessages,
    conversationVariables: conversationVariablesMessages,
    conversationErrors: conversationErrorsMessages,
    conversationTimelines: conversationTimelinesMessages,
    instanceOverview: instanceOverviewMessages,
    flows: {
      ...flowsMessages,
      fields: { ...flowsMessages.fields, ...testCallMessages.flowFields },
      actions: { ...flowsMessages.actions, ...testCallMessages.flowActions },
    },
    components: componentsMessages,
    campaigns: campaignsMessages,
    ...embeddedCampaignMessages,
    ...embeddedScriptMessages,
    tenants: tenantsMessages,
    tenantLimits: tenantLimitsMessages,
    tenantTariffs: tenantTariffsMessages,
    tenantFees: tenantFeesMessages,
    notificationGroups: notificationGroupsMessages,
    tenantStatistics: tenantStatisticsMessages,
    knowledgeBases: knowledgeBasesMessages,
    knowledgeBaseFiles: knowledgeBaseFilesMessages,
    knowledgeBaseUrls: knowledgeBaseUrlsMessages,
    variablesStorage: variablesStorageMessages,
    ...nlpResourceMessages,
    demoCallGroups: demoCallGroupsMessages,
    demoCalls: demoCallsMessages,
    botDeployModules: botDeployModulesMessages,
    botDeployServers: botDeployServersMessages,
    botDeployConfigurations: botDeployConfigurationsMessages,
    permissionGroups: permissionGroupsMessages,
    languages: languagesMessages,
    grammars: grammarsMessages,
    auditLog: auditLogMessages,
  },
};
