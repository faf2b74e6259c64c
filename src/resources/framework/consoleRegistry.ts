import { summarizeResource, type ResourceSummary } from '../registrySummary';
import type { ResourceConfig } from '../types';

/**
 * The resources of a running console: their summaries (menus, routes, permissions of views) at once, and each
 * completed configuration once its area has loaded (entering a route of an area loads it as one unit).
 */
export interface ConsoleRegistry {
  readonly summaries: readonly ResourceSummary[];
  /** A resource's completed configuration (by route or name), loading its area if needed; the same promise each time. */
  loadConfig(key: string): Promise<ResourceConfig | undefined>;
  /** The configuration when its area has loaded, without waiting (undefined before, or when unknown). */
  config(key: string): ResourceConfig | undefined;
  /** Every completed configuration (loads every area: screens that span all resources, such as permission editing). */
  load(): Promise<readonly ResourceConfig[]>;
  /** Every completed configuration once all are loaded, without waiting (undefined before). */
  settled(): readonly ResourceConfig[] | undefined;
  /**
   * Present while further resources may still arrive (runtime JSON resources checked after the first screen):
   * starts their load and settles once it is done. An address no resource matches yet waits for it.
   */
  pending?: () => Promise<void>;
}

/** Finds a resource by its route, else by its name. */
export const byKey = <T extends Pick<ResourceConfig, 'name' | 'route'>>(items: readonly T[], key: string) =>
  items.find((item) => item.route === key) ?? items.find((item) => item.name === key);

/** A registry of the configurations `loading` brings, all at once (tests). */
export function lazyRegistry(loading: Promise<readonly ResourceConfig[]>): ConsoleRegistry {
  let loaded: readonly ResourceConfig[] | undefined;
  let summaries: readonly ResourceSummary[] = [];
  loading.then(
    (configs) => {
      loaded = configs;
      summaries = configs.map(summarizeResource);
    },
    () => undefined, // the start-up reports it
  );
  const configs = new Map<string, Promise<ResourceConfig | undefined>>();
  return {
    get summaries() {
      return summaries;
    },
    loadConfig(key) {
      let config = configs.get(key);
      if (!config) configs.set(key, (config = loading.then((all) => byKey(all, key))));
      return config;
    },
    config: (key) => loaded && byKey(loaded, key),
    load: () => loading,
    settled: () => loaded,
  };
}

/** A registry of configurations already at hand (runtime resources merged in, tests). */
export function loadedRegistry(configs: readonly ResourceConfig[]): ConsoleRegistry {
  const settled = Promise.resolve(configs);
  const summaries = configs.map(summarizeResource);
  const answers = new Map<string, Promise<ResourceConfig | undefined>>();
  return {
    summaries,
    loadConfig(key) {
      let config = answers.get(key);
      if (!config) answers.set(key, (config = Promise.resolve(byKey(configs, key))));
      return config;
    },
    config: (key) => byKey(configs, key),
    load: () => settled,
    settled: () => configs,
  };
}

/**
 * The built-in registry (from the areas' summaries) with the runtime resources that passed their checks: these are
 * at hand, the built-in ones load with their areas.
 */
export function withRuntimeResources(
  builtIn: ConsoleRegistry,
  runtime: readonly ResourceConfig[],
): ConsoleRegistry {
  if (runtime.length === 0) return builtIn;
  const own = loadedRegistry(runtime);
  const summaries = [...builtIn.summaries, ...own.summaries];
  let all: Promise<readonly ResourceConfig[]> | undefined;
  // One array once the built-in ones are in (readers compare it by identity).
  let settled: readonly ResourceConfig[] | undefined;
  return {
    summaries,
    loadConfig: (key) => (own.config(key) ? own.loadConfig(key) : builtIn.loadConfig(key)),
    config: (key) => own.config(key) ?? builtIn.config(key),
    load: () => (all ??= builtIn.load().then((configs) => [...configs, ...runtime])),
    settled: () => {
      const configs = builtIn.settled();
      if (configs && !settled) settled = [...configs, ...runtime];
      return settled;
    },
  };
}

/** Either form a caller may pass: a registry, or the completed configurations themselves. */
export type RegistrySource = ConsoleRegistry | readonly ResourceConfig[];

export function toConsoleRegistry(source: RegistrySource): ConsoleRegistry {
  return Array.isArray(source) ? loadedRegistry(source) : (source as ConsoleRegistry);
}
