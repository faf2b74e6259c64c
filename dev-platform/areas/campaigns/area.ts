import type { PlatformArea } from '../platformArea';
import { campaignRoutes } from './campaigns';
import { campaignImportRoutes } from './campaignsImport';
import { startCampaignProgress } from './campaignsProgress';
import { contactImportMappingRoutes, seedContactImportMappings } from './contactImportMappings';
import { seedCampaigns } from './seedCampaigns';

export const area: PlatformArea = {
  name: 'campaigns',
  routes: [campaignRoutes, contactImportMappingRoutes],
  register({ app, context, jobs, settings }) {
    campaignImportRoutes(app, context, jobs);
    // `npm start` advances running campaigns; in-process tests don't (campaignProgressMs 0).
    const progress =
      settings.campaignProgressMs > 0
        ? startCampaignProgress({ ...context, intervalMs: settings.campaignProgressMs })
        : null;
    return { stop: () => progress?.stop() };
  },
  seed: { 100: seedCampaigns, 106: seedContactImportMappings },
};
