import { defineArea } from '../defineArea';
import {
  campaignContactImportsResource,
  campaignContactsResource,
  campaignFolderResources,
  campaignStatusChangesResource,
} from './campaignResources';
import { campaignsMessages, embeddedCampaignMessages } from './campaignsMessages';
import { campaignsResource } from './campaignsResource';
import { importMappingsResource } from './import-wizard/importMappingsResource';

/** The campaigns area: everything it brings to the console, discovered through the area index. */
export const area = defineArea({
  name: 'campaigns',
  order: 20,
  resources: [
    campaignsResource,
    ...campaignFolderResources,
    campaignContactsResource,
    campaignContactImportsResource,
    campaignStatusChangesResource,
    importMappingsResource,
  ],
  components: {
    campaignFolders: () => import('./CampaignFolders').then((module) => module.CampaignFolders),
    campaignContactsImport: () =>
      import('./import-wizard/ContactImportWizard').then((module) => module.ContactImportWizard),
  },
  messages: {
    resources: {
      campaigns: { name: 'Campaign |||| Campaigns', ...campaignsMessages },
      ...embeddedCampaignMessages,
    },
  },
  translations: { cs: () => import('./campaignsMessagesCs').then((module) => module.campaignsCs) },
});
