import type { ResourceLoadError } from '../registryLookup';
import type { ConsoleRegistry } from './consoleRegistry';

/** What the deferred load brings: the registry with the further resources, and the files it could not use. */
export interface RegistryGrowth {
  registry: ConsoleRegistry;
  errors: readonly ResourceLoadError[];
}

/**
 * A registry that starts with the built-in resources and receives more later (runtime JSON resources, checked after
 * the first screen so the schema is not part of it). Services hold `live`, which always answers from the latest
 * registry; React reads `current()` through `subscribe`, a new object once the resources arrived.
 */
export interface GrowingRegistry {
  readonly live: ConsoleRegistry;
  current(): ConsoleRegistry;
  subscribe(listener: () => void): () => void;
  /** Starts the deferred load (once) and settles when it is done, failed or not. */
  complete(): Promise<void>;
  /** Files that could not be used, known once `complete()` has settled. */
  errors(): readonly ResourceLoadError[];
}

export function growingRegistry(
  initial: ConsoleRegistry,
  grow: () => Promise<RegistryGrowth>,
  { onError = (error: unknown) => console.error('Runtime resources not loaded', error) } = {},
): GrowingRegistry {
  const listeners = new Set<() => void>();
  let completing: Promise<void> | undefined;
  let loadErrors: readonly ResourceLoadError[] = [];
  const complete = () =>
    (completing ??= grow().then(
      (growth) => {
        loadErrors = growth.errors;
        settle(growth.registry);
      },
      (error: unknown) => {
        onError(error);
        settle(initial);
      },
    ));
  // While more may come, an unknown address is not "not found" yet: `pending` lets the catch-all wait for them.
  const answersOf = (from: ConsoleRegistry): ConsoleRegistry => ({
    get summaries() {
      return from.summaries;
    },
    loadConfig: (key) => from.loadConfig(key),
    config: (key) => from.config(key),
    load: () => from.load(),
    settled: () => from.settled(),
  });
  // Not a spread: that would copy `summaries` once, empty while the built-in configurations are still arriving.
  let current: ConsoleRegistry = Object.assign(answersOf(initial), { pending: complete });
  const settle = (next: ConsoleRegistry) => {
    current = answersOf(next);
    listeners.forEach((listener) => listener());
  };
  const live: ConsoleRegistry = {
    get summaries() {
      return current.summaries;
    },
    loadConfig: (key) => current.loadConfig(key),
    config: (key) => current.config(key),
    load: () => current.load(),
    settled: () => current.settled(),
  };
  return {
    live,
    current: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    complete,
    errors: () => loadErrors,
  };
}

/** Whether `source` grows after the start ({@link growingRegistry}). */
export function isGrowingRegistry(source: unknown): source is GrowingRegistry {
  return typeof source === 'object' && source !== null && 'subscribe' in source && 'live' in source;
}
