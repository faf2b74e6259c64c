// @vitest-environment node
import { resourceRegistry } from '../registry';
import { summarizeResource } from '../registrySummary';
import { lazyRegistry, loadedRegistry, toConsoleRegistry } from './consoleRegistry';

const summaries = resourceRegistry.map(summarizeResource);

describe('console registry', () => {
  it('knows the configurations and their summaries once they have arrived, and answers the same promise', async () => {
    const loading = Promise.resolve(resourceRegistry);
    const registry = lazyRegistry(loading);
    expect(registry.settled()).toBeUndefined();
    expect(registry.summaries).toEqual([]);
    expect(registry.load()).toBe(loading);
    await registry.load();
    expect(registry.settled()).toBe(resourceRegistry);
    expect(registry.summaries).toEqual(summaries);
  });

  it('stays without configurations when they could not be loaded', async () => {
    const registry = lazyRegistry(Promise.reject(new Error('offline')));
    await expect(registry.load()).rejects.toThrow('offline');
    expect(registry.settled()).toBeUndefined();
  });

  it('wraps configurations at hand, already settled, with their summaries', async () => {
    const registry = toConsoleRegistry(resourceRegistry);
    expect(registry.summaries).toEqual(summaries);
    expect(registry.settled()).toBe(resourceRegistry);
    await expect(registry.load()).resolves.toBe(resourceRegistry);
    expect(toConsoleRegistry(registry)).toBe(registry);
    expect(loadedRegistry([]).summaries).toEqual([]);
  });
});
