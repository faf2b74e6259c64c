import { defineResource } from '../defineResource';
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

/** The tenant's tags a flow's tag dialog offers (`/api/designer/flow-tags`, `CallScript/viewtags` like the API). */
export const flowTagOptionsResource = defineResource({
  name: 'flowTagOptions',
  route: 'administration/flow-tag-options',
  embedded: true,
  representation: 'name',
  api: { list: { path: '/designer/flow-tags' }, get: { path: '/designer/flow-tags/{id}' } },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    { source: 'colour', type: 'text' },
  ],
  list: { columns: ['name'], defaultSort: { field: 'name', order: 'ASC' }, export: 'none' },
  permissions: {
    list: [{ area: 'CallScript', action: 'viewtags' }],
    detail: [{ area: 'CallScript', action: 'viewtags' }],
  },
});
