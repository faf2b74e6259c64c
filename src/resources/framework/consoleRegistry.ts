import { summarizeResource, type ResourceSummary } from '../registrySummary';
import type { ResourceConfig } from '../types';

/**
 * Promises marked settled the way React's `use` reads them (`status`, `value`), so a screen opened after the
 * download renders at once instead of suspending for a tick.
 */
type TrackedPromise<T> = Promise<T>;
const markFulfilled = <T>(promise: Promise<T>, value: T) =>
  Object.assign(promise, { status: 'fulfilled', value });

/**
 * The resources of a running console: summaries at once (menus, routes, permissions of views), the completed
 * configurations on first need. `load()` always answers the same promise, so React's `use` suspends once.
 */
export interface ConsoleRegistry {
  readonly summaries: readonly ResourceSummary[];
  load(): TrackedPromise<readonly ResourceConfig[]>;
  /** The completed configurations once downloaded, without waiting (undefined before). */
  settled(): readonly ResourceConfig[] | undefined;
  /**
   * Present while further resources may still arrive (runtime JSON resources checked after the first screen):
   * starts their load and settles once it is done. An address no resource matches yet waits for it.
   */
  pending?: () => Promise<void>;
}

/** A registry whose configurations are downloaded by `loadConfigs` on the first `load()`. */
export function lazyRegistry(
  summaries: readonly ResourceSummary[],
  loadConfigs: () => Promise<readonly ResourceConfig[]>,
): ConsoleRegistry {
  let loading: TrackedPromise<readonly ResourceConfig[]> | undefined;
  let loaded: readonly ResourceConfig[] | undefined;
  return {
    summaries,
    settled: () => loaded,
    load() {
      if (!loading) {
        const started: TrackedPromise<readonly ResourceConfig[]> = loadConfigs();
        started.then(
          (value) => {
            loaded = value;
            markFulfilled(started, value);
          },
          () => {
            // A failed download may be retried by the next screen that needs it.
            loading = undefined;
          },
        );
        loading = started;
      }
      return loading;
    },
  };
}

/** A registry of configurations already at hand (runtime resources merged in, tests). */
export function loadedRegistry(configs: readonly ResourceConfig[]): ConsoleRegistry {
  const settled: TrackedPromise<readonly ResourceConfig[]> = Promise.resolve(configs);
  markFulfilled(settled, configs);
  return { summaries: configs.map(summarizeResource), load: () => settled, settled: () => configs };
}

/** Either form a caller may pass: a registry, or the completed configurations themselves. */
export type RegistrySource = ConsoleRegistry | readonly ResourceConfig[];

export function toConsoleRegistry(source: RegistrySource): ConsoleRegistry {
  return Array.isArray(source) ? loadedRegistry(source) : (source as ConsoleRegistry);
}
