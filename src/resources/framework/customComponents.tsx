import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import { lazyView } from '../../app/lazyView';
import type { CustomComponentName } from '../schema/customNames';
import type { ResourceConfig } from '../types';

/**
 * What a registered component gets: its resource's configuration and, in a detail (tab, section, header, field), the
 * shown record; beside a list (`list.aside`) there is no record and the list's own context is at hand
 * (`useListContext`).
 */
export interface CustomTabProps {
  config: ResourceConfig;
  record?: RaRecord;
}

/** The named components (exactly the names of `CUSTOM_COMPONENT_NAMES`), each downloaded with the first view that shows it. */
export const CUSTOM_COMPONENTS: Record<CustomComponentName, ComponentType<CustomTabProps>> = {
  permissionEditor: lazyView(() =>
    import('../permission-groups/PermissionEditor').then((module) => module.PermissionEditor),
  ),
  conversationTimeline: lazyView(() =>
    import('../conversations/ConversationTimeline').then((module) => module.ConversationTimeline),
  ),
  ongoingCallsBoard: lazyView(() =>
    import('../ongoing-calls/OngoingCallsBoard').then((module) => module.OngoingCallsBoard),
  ),
  taskDownload: lazyView(() => import('../tasks/TaskDownload').then((module) => module.TaskDownload)),
  instanceComparison: lazyView(() =>
    import('../instance-overview/InstanceComparison').then((module) => module.InstanceComparison),
  ),
  taskExports: lazyView(() => import('../tasks/TaskExports').then((module) => module.TaskExports)),
  billingHeader: lazyView(() => import('../billing/BillingHeader').then((module) => module.BillingHeader)),
  billingOverview: lazyView(() =>
    import('../billing/BillingFigures').then((module) => module.BillingOverview),
  ),
  billingCosts: lazyView(() => import('../billing/BillingFigures').then((module) => module.BillingCosts)),
  flowFolders: lazyView(() => import('../flows/FlowFolders').then((module) => module.FlowFolders)),
  campaignFolders: lazyView(() =>
    import('../campaigns/CampaignFolders').then((module) => module.CampaignFolders),
  ),
  campaignContactsImport: lazyView(() =>
    import('../campaigns/CampaignContactsImport').then((module) => module.CampaignContactsImport),
  ),
  folderLink: lazyView(() => import('../folders/FolderLink').then((module) => module.FolderLink)),
  scriptHistory: lazyView(() =>
    import('../flows/history/ScriptHistory').then((module) => module.ScriptHistory),
  ),
  knowledgeBaseUpload: lazyView(() =>
    import('../knowledge-bases/KnowledgeBaseUpload').then((module) => module.KnowledgeBaseUpload),
  ),
  variablesStorageKey: lazyView(() =>
    import('../variables-storage/VariablesStorageKey').then((module) => module.VariablesStorageKey),
  ),
  tenantStatisticsCharts: lazyView(() =>
    import('../tenant-statistics/TenantStatisticsCharts').then((module) => module.TenantStatisticsCharts),
  ),
  nlpDatasetLink: lazyView(() => import('../nlp/NlpDatasetLink').then((module) => module.NlpDatasetLink)),
  nlpConfusionMatrix: lazyView(() =>
    import('../nlp/NlpConfusionMatrix').then((module) => module.NlpConfusionMatrix),
  ),
  nlpTestBox: lazyView(() => import('../nlp/NlpTestBox').then((module) => module.NlpTestBox)),
  botDeployConfigEditor: lazyView(() =>
    import('../bot-deploy/ConfigurationEditor').then((module) => module.ConfigurationEditor),
  ),
};
