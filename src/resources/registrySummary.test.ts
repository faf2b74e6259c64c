// @vitest-environment node
import { resourceRegistry } from './registry';
import { summarizeResource } from './registrySummary';
import { requiredPermissions, viewPermissions } from './registryLookup';

describe('resource summaries', () => {
  const summaries = resourceRegistry.map(summarizeResource);

  it('are a small part of the configurations', () => {
    const size = (value: unknown) => JSON.stringify(value).length;
    expect(size(summaries)).toBeLessThan(size(resourceRegistry) / 4);
  });

  it("carry every view's permissions, as the configurations state them", () => {
    for (const config of resourceRegistry)
      for (const action of ['list', 'show', 'create', 'edit', 'delete', 'export', 'constructor'])
        expect(viewPermissions(summaries, config.route, action)).toEqual(
          requiredPermissions(resourceRegistry, config.route, action),
        );
  });

  it('keep what routes and live events need', () => {
    const lines = summaries.find((summary) => summary.name === 'lines');
    const config = resourceRegistry.find((resource) => resource.name === 'lines')!;
    expect(lines).toMatchObject({
      route: config.route,
      detail: { route: config.detail.route },
      api: { list: { path: config.api.list.path }, get: { path: config.api.get.path } },
    });
    expect(lines?.detail.tabs.map((tab) => tab.path)).toEqual(config.detail.tabs.map((tab) => tab.path));
  });
});
