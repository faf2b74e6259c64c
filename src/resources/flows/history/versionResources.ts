import { defineResource } from '../../defineResource';
import type { ResourceConfig } from '../../types';

/** The embedded resources a script's history reads: its versions and the semantic diff of two of them. */
export interface VersionResourceNames {
  versions: string;
  diffs: string;
}

/**
 * Versions (`{collection}/{idCallScript}/versions`, a version's id is its number) and diffs
 * (`…/diff/{from}/{id}`, id being the newer version) of the flows or components collection.
 */
export function versionResources(
  collection: 'flows' | 'components',
  area: string,
): { names: VersionResourceNames; resources: [ResourceConfig, ResourceConfig] } {
  const view = [{ area, action: 'view' }];
  const base = `/designer/${collection}/{idCallScript}`;
  const singular = collection === 'flows' ? 'flow' : 'component';
  const names = { versions: `${singular}Versions`, diffs: `${singular}VersionDiffs` };
  const versions = defineResource({
    name: names.versions,
    route: `history/${collection}-versions/:idCallScript`,
    embedded: true,
    representation: 'version',
    // Create: the designer's save, a new version with the designed content and a comment.
    api: {
      list: { path: `${base}/versions` },
      get: { path: `${base}/versions/{id}` },
      create: { path: `${base}/versions` },
    },
    fields: [
      { source: 'id', type: 'number' },
      { source: 'version', type: 'number' },
      { source: 'author', type: 'text' },
      { source: 'created', type: 'datetime' },
      { source: 'comment', type: 'text' },
      { source: 'tag', type: 'text' },
      { source: 'nodeCount', type: 'number' },
    ],
    list: {
      columns: ['version', 'author', 'created', 'comment', 'tag'],
      defaultSort: { field: 'version', order: 'DESC' },
      export: 'none',
    },
    permissions: { list: view, detail: view, create: [{ area, action: 'edit' }] },
  });
  const diffs = defineResource({
    name: names.diffs,
    route: `history/${collection}-diffs/:idCallScript/:from`,
    embedded: true,
    representation: 'id',
    api: { list: { path: `${base}/versions` }, get: { path: `${base}/diff/{from}/{id}` } },
    fields: [{ source: 'id', type: 'text' }],
    list: { columns: ['id'], defaultSort: { field: 'id', order: 'DESC' }, export: 'none' },
    permissions: { list: view, detail: view },
  });
  return { names, resources: [versions, diffs] };
}

export const FLOW_VERSIONS = versionResources('flows', 'CallScript');
export const COMPONENT_VERSIONS = versionResources('components', 'Component');
