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

/** The texts of the areas' resources (names, fields, tabs, sections, actions) and of the areas' shared parts. */
export const areaMessages = {
  // Shown only by screens that wait for all configurations (folder asides of lists, a script's history).
  folders: foldersMessages,
  history: historyMessages,
  resources: {
    dialModules: { name: 'Dial module |||| Dial modules', ...dialModulesMessages },
    lines: { name: 'Line |||| Lines', ...linesMessages },
    suspiciousEntities: { name: 'Suspicious entity |||| Suspicious entities', ...suspiciousEntitiesMessages },
    dialLogs: { name: 'Dial log |||| Dial logs', ...dialLogsMessages },
    ongoingCalls: { name: 'Ongoing call |||| Ongoing calls', ...ongoingCallsMessages },
    billing: { name: 'Billing |||| Billing', ...billingMessages },
    billingFees: { name: 'Fee |||| Fees', ...billingFeesMessages },
    billingTariffs: { name: 'Tariff |||| Tariffs', ...billingTariffsMessages },
    billingLines: { name: 'Billable line |||| Billable lines', ...billingLinesMessages },
    conversations: { name: 'Conversation |||| Conversations', ...conversationsMessages },
    conversationVariables: { name: 'Variable |||| Variables', ...conversationVariablesMessages },
    conversationErrors: { name: 'Error event |||| Error events', ...conversationErrorsMessages },
    conversationTimelines: { name: 'Timeline |||| Timelines', ...conversationTimelinesMessages },
    instanceOverview: { name: 'Instance |||| Instance overview', ...instanceOverviewMessages },
    flows: {
      name: 'Flow |||| Flows',
      ...flowsMessages,
      fields: { ...flowsMessages.fields, ...testCallMessages.flowFields },
      actions: { ...flowsMessages.actions, ...testCallMessages.flowActions },
    },
    components: { name: 'Component |||| Components', ...componentsMessages },
    campaigns: { name: 'Campaign |||| Campaigns', ...campaignsMessages },
    ...embeddedCampaignMessages,
    ...embeddedScriptMessages,
    tenants: { name: 'Tenant |||| Tenants', ...tenantsMessages },
    tenantLimits: { name: 'Limit or licence |||| Limits and licences', ...tenantLimitsMessages },
    tenantTariffs: { name: 'Tariff or line tariff |||| Tariffs and line tariffs', ...tenantTariffsMessages },
    tenantFees: { name: 'Fee |||| Fees', ...tenantFeesMessages },
    notificationGroups: {
      name: 'Notification group |||| Notification groups',
      ...notificationGroupsMessages,
    },
    tenantStatistics: { name: 'Tenant statistics |||| Tenant statistics', ...tenantStatisticsMessages },
    knowledgeBases: { name: 'Knowledge base |||| Knowledge bases', ...knowledgeBasesMessages },
    knowledgeBaseFiles: { name: 'File |||| Files', ...knowledgeBaseFilesMessages },
    knowledgeBaseUrls: { name: 'URL |||| URLs', ...knowledgeBaseUrlsMessages },
    variablesStorage: { name: 'Variables storage |||| Variables storage', ...variablesStorageMessages },
    ...nlpResourceMessages,
    demoCallGroups: { name: 'Demo call group |||| Demo calls', ...demoCallGroupsMessages },
    demoCalls: { name: 'Demo call |||| Demo calls', ...demoCallsMessages },
    botDeployModules: { name: 'Module |||| Modules', ...botDeployModulesMessages },
    botDeployServers: { name: 'Server |||| Servers', ...botDeployServersMessages },
    botDeployConfigurations: {
      name: 'Configuration |||| Configurations',
      ...botDeployConfigurationsMessages,
    },
    permissionGroups: { name: 'Permission group |||| Permission groups', ...permissionGroupsMessages },
    languages: { name: 'Language |||| Languages', ...languagesMessages },
    grammars: { name: 'Grammar |||| Grammars', ...grammarsMessages },
    auditLog: { name: 'Audit log entry |||| Audit log', ...auditLogMessages },
  },
};
