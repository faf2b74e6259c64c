import type { CustomTabProps } from '../defineArea';
import { FolderAside } from '../folders/FolderAside';
import { CAMPAIGN_FOLDER_TREE } from './campaignFolderTree';

/** The campaigns list's folder tree (`list.aside` of campaigns). */
export function CampaignFolders({ config }: CustomTabProps) {
  return <FolderAside tree={CAMPAIGN_FOLDER_TREE} config={config} />;
}
