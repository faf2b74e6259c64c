import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../dev-platform/settings';

/** A fresh copy of the shipped configuration directory (`config/`) that a test may change freely. */
export function configDirCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'switchboard-config-'));
  cpSync(join(repoRoot, 'config'), dir, { recursive: true });
  return dir;
}

/** A runtime resource over the tags API under another name and route (ops' worked example). */
export const labelsResource = (label = 'Label |||| Labels') => ({
  name: 'labels',
  route: 'administration/labels',
  icon: 'tag',
  representation: 'name',
  messages: {
    name: label,
    fields: { id: 'ID', name: 'Name', colour: 'Colour' },
    tabs: { overview: 'Overview' },
  },
  api: { list: { path: '/assets/tags' }, get: { path: '/assets/tags/{id}' } },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    { source: 'colour', type: 'text' },
  ],
  list: { columns: ['name', 'colour'], defaultSort: { field: 'name', order: 'ASC' } },
  detail: { tabs: [{ path: 'overview', fields: ['id', 'name', 'colour'] }] },
  permissions: { list: [{ area: 'Tag', action: 'view' }], detail: [{ area: 'Tag', action: 'view' }] },
});

/** A file with three problems: an unknown field type, an unknown column and an unknown property. */
export const brokenResource = () => ({
  ...labelsResource(),
  name: 'brokenLabels',
  route: 'administration/broken-labels',
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'unicorn' },
  ],
  list: { columns: ['name', 'nope'], defaultSort: { field: 'name', order: 'ASC' } },
  detail: { tabs: [{ path: 'overview', fields: ['name'] }] },
  colour: 'red',
});
