import type { FolderTreeConfig } from '../folders/folderResources';

/** How the campaigns list's folder tree is wired (the embedded resources of `campaignResources.ts`). */
export const CAMPAIGN_FOLDER_TREE: FolderTreeConfig = {
  folders: 'campaignFolders',
  breadcrumb: 'campaignFoldersBreadcrumb',
  listPath: '/campaigns',
};
