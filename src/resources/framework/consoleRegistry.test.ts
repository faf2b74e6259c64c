// @vitest-environment node
import { resourceRegistry } from '../registry';
import { summarizeResource } from '../registrySummary';
import { lazyRegistry, loadedRegistry, screenRegistry, toConsoleRegistry } from './consoleRegistry';

const summaries = resourceRegistry.map(summarizeResource);
const named = (...names: string[]) => resourceRegistry.filter((config) => names.includes(config.name));

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

  it("downloads a list's own configurations without the others, known to calls until they all arrive", async () => {
    const loadConfigs = vi.fn(async () => resourceRegistry);
    const usersScreen = named('users', 'tenants');
    const loadScreen = vi.fn((name: string) => (name === 'users' ? Promise.resolve(usersScreen) : undefined));
    const registry = lazyRegistry(summaries, loadConfigs, loadScreen);
    expect(registry.known?.()).toBeUndefined();
    const screen = registry.screen!('users');
    expect(registry.screen!('users')).toBe(screen);
    await expect(screen).resolves.toBe(usersScreen);
    expect(screen).toMatchObject({ status: 'fulfilled', value: usersScreen });
    expect(registry.known?.()).toEqual(usersScreen);
    expect(loadConfigs).not.toHaveBeenCalled();
    // A list without a download of its own waits for them all; once there, they are what every call knows.
    await expect(registry.screen!('flows')).resolves.toBe(resourceRegistry);
    expect(registry.known?.()).toBe(resourceRegistry);
    expect(loadScreen).toHaveBeenCalledTimes(2);
  });

  it("narrows a registry to a list's configurations for the life of the screen, not once they are all there", async () => {
    const usersScreen = named('users');
    const registry = lazyRegistry(
      summaries,
      async () => resourceRegistry,
      () => Promise.resolve(usersScreen),
    );
    const screen = screenRegistry(registry, 'users')!;
    expect(screen.summaries).toBe(summaries);
    await expect(screen.load()).resolves.toBe(usersScreen);
    expect(screen.settled()).toBe(usersScreen);
    await registry.load();
    expect(screen.load()).toMatchObject({ value: usersScreen });
    expect(screenRegistry(registry, 'users')).toBeUndefined();
    expect(screenRegistry(loadedRegistry(resourceRegistry), 'users')).toBeUndefined();
  });
});
