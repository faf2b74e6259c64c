import { folderResources, type FolderTreeConfig } from '../folders/folderResources';

/** The folder tree of flows: `/api/designer/folders`, folders open at `/flows/{idFolder}`. */
export const flowFolderResources = folderResources({
  name: 'flowFolders',
  basePath: '/designer/folders',
  area: 'CallScript',
});

export const FLOW_FOLDER_TREE: FolderTreeConfig = {
  folders: 'flowFolders',
  breadcrumb: 'flowFoldersBreadcrumb',
  listPath: '/flows',
};
