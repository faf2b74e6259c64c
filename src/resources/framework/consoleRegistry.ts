import { summarizeResource, type ResourceSummary } from '../registrySummary';
import type { ResourceConfig } from '../types';
import { markFulfilled } from '../../utils/markFulfilled';

/** Promises marked settled once fulfilled (`markFulfilled`), so a screen opened after the download renders at once. */
type TrackedPromise<T> = Promise<T>;

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
  /**
   * The configurations a list of resource `name` needs (its own and those it names), downloaded apart from the others
   * so a cold load's first list does not wait for them all; the same promise for the screen's whole life. Absent, or
   * all the configurations, where there is no such download.
   */
  screen?(name: string): TrackedPromise<readonly ResourceConfig[]>;
  /** The configurations downloaded so far, without waiting: all once settled, else those of the screens opened. */
  known?(): readonly ResourceConfig[] | undefined;
}

/**
 * A registry whose configurations are downloaded by `loadConfigs` on the first `load()`; `loadScreen`, when given,
 * downloads those of one list (undefined when it has none of its own: that list waits for them all).
 */
export function lazyRegistry(
  summaries: readonly ResourceSummary[],
  loadConfigs: () => Promise<readonly ResourceConfig[]>,
  loadScreen?: (name: string) => Promise<readonly ResourceConfig[]> | undefined,
): ConsoleRegistry {
  let loading: TrackedPromise<readonly ResourceConfig[]> | undefined;
  let loaded: readonly ResourceConfig[] | undefined;
  const screens = new Map<string, TrackedPromise<readonly ResourceConfig[]>>();
  let screenConfigs: readonly ResourceConfig[] = [];
  const registry: ConsoleRegistry = {
    summaries,
    settled: () => loaded,
    known: () => loaded ?? (screenConfigs.length > 0 ? screenConfigs : undefined),
    screen(name) {
      const known = screens.get(name);
      if (known) return known;
      const started = loaded ? undefined : loadScreen?.(name);
      if (!started) return registry.load();
      started.then(
        (value) => {
          screenConfigs = [...screenConfigs, ...value];
          markFulfilled(started, value);
        },
        () => screens.delete(name),
      );
      screens.set(name, started);
      return started;
    },
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
  return registry;
}

/**
 * The registry a list of resource `name` renders with while the configurations are not all downloaded: its own
 * download ({@link ConsoleRegistry.screen}), kept for the screen's life so its configurations never change under it.
 * Undefined when the registry has them all already, or no such download.
 */
export function screenRegistry(registry: ConsoleRegistry, name: string): ConsoleRegistry | undefined {
  if (registry.settled() || !registry.screen) return undefined;
  const configs = registry.screen(name);
  return {
    get summaries() {
      return registry.summaries;
    },
    load: () => configs,
    settled: () => (configs as { value?: readonly ResourceConfig[] }).value,
    known: () => registry.known?.(),
    pending: registry.pending,
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
