import type { CustomTabProps } from '../defineArea';
import { FolderAside } from '../folders/FolderAside';
import { FLOW_FOLDER_TREE } from './flowFolders';

/** The flows list's folder tree (`list.aside` of flows). */
export function FlowFolders({ config }: CustomTabProps) {
  return <FolderAside tree={FLOW_FOLDER_TREE} config={config} />;
}
