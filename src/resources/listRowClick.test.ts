// @vitest-environment node
import { rowLink } from './framework/list/rowLink';
import { resourceRegistry } from './registry';
import { findResource } from './registryLookup';

/**
 * Lists whose rows open nothing, each with why: their rows are records no screen shows on its own (ROUTES.md: every
 * list opens its records from a row).
 */
const NO_RECORD_PAGE: Record<string, string> = {
  tasks: 'a background task has no page: its row shows its progress and downloads its result',
};

describe('every list of the registry', () => {
  it('opens a record from a row click (ROUTES.md), unless its records have no page of their own', () => {
    const without = resourceRegistry
      .filter((config) => !config.embedded && config.list.rowClick === 'none')
      .map((config) => config.name);
    expect(without.sort()).toEqual(Object.keys(NO_RECORD_PAGE).sort());
  });

  it('leads each row to a page that exists: its own detail, or a declared resource', () => {
    for (const config of resourceRegistry) {
      const target = config.list.rowClick;
      if (target === 'none' || config.embedded) continue;
      if (target === 'detail') expect(config.detail.tabs.length, config.name).toBeGreaterThan(0);
      else {
        const name = 'list' in target ? target.list : target.resource;
        expect(findResource(resourceRegistry, name), config.name).toBeDefined();
      }
    }
  });

  it('opens a dataset from its row: its categories', () => {
    const datasets = findResource(resourceRegistry, 'nlpDatasets')!;
    const open = rowLink(datasets, resourceRegistry);
    expect(open && open(7, 'nlpDatasets', { id: 7, language: 'en', name: 'Support' })).toBe(
      '/administration/nlp-tester/datasets/en/7/categories',
    );
  });
});
