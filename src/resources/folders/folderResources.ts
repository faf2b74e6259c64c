import { defineResource } from '../defineResource';
import type { ResourceConfig } from '../types';

/** How one resource's folder tree is wired: which embedded resources hold its folders and where folders open. */
export interface FolderTreeConfig {
  /** The embedded resource of the folders (get with children, create, update, delete, options list). */
  folders: string;
  /** The embedded resource of a folder's breadcrumb (a list at `{base}/{idFolder}/breadcrumb`). */
  breadcrumb: string;
  /** The list's path without a folder (`/flows`); a folder opens at `{listPath}/{id}`. */
  listPath: string;
}

/**
 * The embedded resources behind one folder tree (flows' folders, campaigns' folders): the folders at `basePath`
 * (`/designer/folders`) and their breadcrumbs. Reads need `{area}/view`, changes `{area}/edit`, like the API.
 */
export function folderResources({
  name,
  basePath,
  area,
}: {
  name: string;
  basePath: string;
  area: string;
}): [ResourceConfig, ResourceConfig] {
  const view = [{ area, action: 'view' }];
  const route = `folders/${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
  const edit = [{ area, action: 'edit' }];
  const folders = defineResource({
    name,
    route,
    embedded: true,
    representation: 'name',
    api: {
      list: { path: basePath },
      get: { path: `${basePath}/{id}` },
      create: { path: basePath },
      update: { path: `${basePath}/{id}` },
      delete: { path: `${basePath}/{id}` },
    },
    fields: [
      { source: 'id', type: 'number' },
      { source: 'name', type: 'text' },
      { source: 'path', type: 'text' },
      { source: 'itemCount', type: 'number' },
    ],
    list: { columns: ['path'], defaultSort: { field: 'path', order: 'ASC' }, export: 'none' },
    form: { create: [{ source: 'name', validate: [{ name: 'required' }] }] },
    permissions: { list: view, detail: view, create: edit, edit, delete: edit },
  });
  const breadcrumb = defineResource({
    name: `${name}Breadcrumb`,
    route: `${route}-breadcrumb/:idFolder`,
    embedded: true,
    representation: 'name',
    api: {
      list: { path: `${basePath}/{idFolder}/breadcrumb` },
      get: { path: `${basePath}/{id}` },
    },
    fields: [
      { source: 'id', type: 'number' },
      { source: 'name', type: 'text' },
    ],
    list: { columns: ['name'], defaultSort: { field: 'id', order: 'ASC' }, export: 'none' },
    permissions: { list: view, detail: view },
  });
  return [folders, breadcrumb];
}
