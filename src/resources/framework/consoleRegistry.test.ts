// @vitest-environment node
import { resourceRegistry } from '../registry';
import { summarizeResource } from '../registrySummary';
import { lazyRegistry, loadedRegistry, toConsoleRegistry } from './consoleRegistry';

const summaries = resourceRegistry.map(summarizeResource);

describe('console registry', () => {
  it('downloads the configurations once, on the first load, and answers the same promise after', async () => {
    const loadConfigs = vi.fn(async () => resourceRegistry);
    const registry = lazyRegistry(summaries, loadConfigs);
    expect(loadConfigs).not.toHaveBeenCalled();
    const first = registry.load();
    expect(registry.load()).toBe(first);
    await expect(first).resolves.toBe(resourceRegistry);
    expect(loadConfigs).toHaveBeenCalledTimes(1);
    // React's `use` reads a settled promise synchronously through these fields.
    expect(first).toMatchObject({ status: 'fulfilled', value: resourceRegistry });
  });

  it('tries again after a failed download', async () => {
    const loadConfigs = vi
      .fn<() => Promise<typeof resourceRegistry>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(resourceRegistry);
    const registry = lazyRegistry(summaries, loadConfigs);
    await expect(registry.load()).rejects.toThrow('offline');
    await expect(registry.load()).resolves.toBe(resourceRegistry);
    expect(loadConfigs).toHaveBeenCalledTimes(2);
  });

  it('wraps configurations at hand, already settled, with their summaries', () => {
    const registry = toConsoleRegistry(resourceRegistry);
    expect(registry.summaries).toEqual(summaries);
    expect(registry.load()).toMatchObject({ status: 'fulfilled', value: resourceRegistry });
    expect(toConsoleRegistry(registry)).toBe(registry);
    expect(loadedRegistry([]).summaries).toEqual([]);
  });
});
