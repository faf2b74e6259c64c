import { resourceRegistry } from '../registry';
import type { ResourceConfig } from '../types';
import { lazyRegistry, loadedRegistry } from './consoleRegistry';
import { growingRegistry, isGrowingRegistry } from './growingRegistry';

const builtIn = resourceRegistry.slice(0, 3);
const runtime: ResourceConfig = {
  ...resourceRegistry[3],
  name: 'runtimeThing',
  route: 'administration/thing',
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('growing registry', () => {
  it('answers with the built-in summaries once they arrive, even when created before they did', async () => {
    const loading = deferred<readonly ResourceConfig[]>();
    const registry = growingRegistry(lazyRegistry(loading.promise), vi.fn());
    expect(registry.live.summaries).toEqual([]);
    loading.resolve(builtIn);
    await registry.live.load();
    expect(registry.live.summaries.map((summary) => summary.name)).toEqual(
      builtIn.map((config) => config.name),
    );
  });

  it('answers with the built-in resources until the runtime ones arrive, loading them once', async () => {
    const growth = deferred<{ registry: ReturnType<typeof loadedRegistry>; errors: [] }>();
    const grow = vi.fn(() => growth.promise);
    const initial = lazyRegistry(Promise.resolve(builtIn));
    await initial.load();
    const registry = growingRegistry(initial, grow);
    const listener = vi.fn();
    registry.subscribe(listener);

    const before = registry.current();
    expect(before.summaries.map((summary) => summary.name)).toEqual(builtIn.map((config) => config.name));
    expect(before.pending).toBeTypeOf('function');
    expect(grow).not.toHaveBeenCalled();
    await expect(registry.live.load()).resolves.toBe(builtIn);

    const done = before.pending!();
    expect(registry.complete()).toBe(done);
    expect(grow).toHaveBeenCalledTimes(1);
    growth.resolve({ registry: loadedRegistry([...builtIn, runtime]), errors: [] });
    await done;

    expect(listener).toHaveBeenCalledTimes(1);
    const after = registry.current();
    expect(after).not.toBe(before);
    expect(after.pending).toBeUndefined();
    expect(after.summaries.map((summary) => summary.name)).toContain('runtimeThing');
    // Services hold `live`: it answers from the latest registry without being replaced.
    expect(registry.live.summaries).toBe(after.summaries);
    expect(registry.live.settled()).toEqual([...builtIn, runtime]);
    expect(registry.errors()).toEqual([]);
  });

  it('keeps the files it could not use for the banner', async () => {
    const errors = [{ file: 'broken.json', message: 'broken.json: name: expected string' }];
    const registry = growingRegistry(loadedRegistry(builtIn), async () => ({
      registry: loadedRegistry(builtIn),
      errors,
    }));
    await registry.complete();
    expect(registry.errors()).toBe(errors);
  });

  it('stops waiting when the load fails: the built-in resources stay, nothing is pending', async () => {
    const onError = vi.fn();
    const initial = loadedRegistry(builtIn);
    const registry = growingRegistry(initial, () => Promise.reject(new Error('offline')), { onError });
    await registry.current().pending!();
    expect(onError).toHaveBeenCalledWith(new Error('offline'));
    expect(registry.current().pending).toBeUndefined();
    expect(registry.current().summaries).toBe(initial.summaries);
  });

  it('is told apart from a plain registry', () => {
    expect(
      isGrowingRegistry(
        growingRegistry(loadedRegistry([]), async () => ({ registry: loadedRegistry([]), errors: [] })),
      ),
    ).toBe(true);
    expect(isGrowingRegistry(loadedRegistry([]))).toBe(false);
    expect(isGrowingRegistry(builtIn)).toBe(false);
  });
});
