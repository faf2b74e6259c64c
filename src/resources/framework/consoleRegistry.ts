import { summarizeResource, type ResourceSummary } from '../registrySummary';
import type { ResourceConfig } from '../types';

/**
 * The resources of a running console: the completed configurations (the start-up waits for them, so they are known
 * from the first render) and their summaries (menus, routes, permissions of views).
 */
export interface ConsoleRegistry {
  readonly summaries: readonly ResourceSummary[];
  /** The completed configurations; always the same promise. */
  load(): Promise<readonly ResourceConfig[]>;
  /** The completed configurations once loaded, without waiting (undefined before). */
  settled(): readonly ResourceConfig[] | undefined;
  /**
   * Present while further resources may still arrive (runtime JSON resources checked after the first screen):
   * starts their load and settles once it is done. An address no resource matches yet waits for it.
   */
  pending?: () => Promise<void>;
}

/** A registry of the configurations `loading` brings (the built-in ones, imported and checked at start-up). */
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
  return {
    get summaries() {
      return summaries;
    },
    load: () => loading,
    settled: () => loaded,
  };
}

/** A registry of configurations already at hand (runtime resources merged in, tests). */
export function loadedRegistry(configs: readonly ResourceConfig[]): ConsoleRegistry {
  const settled = Promise.resolve(configs);
  const summaries = configs.map(summarizeResource);
  return { summaries, load: () => settled, settled: () => configs };
}

/** Either form a caller may pass: a registry, or the completed configurations themselves. */
export type RegistrySource = ConsoleRegistry | readonly ResourceConfig[];

export function toConsoleRegistry(source: RegistrySource): ConsoleRegistry {
  return Array.isArray(source) ? loadedRegistry(source) : (source as ConsoleRegistry);
}
