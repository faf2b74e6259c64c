import { useSyncExternalStore } from 'react';
import type { PageDefinition } from '../../../custom-pages/definePage';

/** The pages ops declared in JSON, arriving after the start ({@link startRuntimePages}). */
interface RuntimePages {
  current(): readonly PageDefinition[];
  subscribe(listener: () => void): () => void;
  /** Starts the load (once) and settles when it is done; undefined once it is. */
  pending(): (() => Promise<void>) | undefined;
}

const NONE: readonly PageDefinition[] = [];
const settled: RuntimePages = { current: () => NONE, subscribe: () => () => {}, pending: () => undefined };
let store = settled;

/**
 * Loads the page files `/config.json` lists when `complete` is first called (after the first screen, or when an
 * address nothing matches yet is opened); the shell's routes and menus follow through {@link useRuntimePages}.
 */
export function startRuntimePages(urls: readonly string[]): { complete: () => Promise<void> } {
  if (urls.length === 0) {
    store = settled;
    return { complete: async () => {} };
  }
  const listeners = new Set<() => void>();
  let pages = NONE;
  let done = false;
  let loading: Promise<void> | undefined;
  const complete = () =>
    (loading ??= import('./loadRuntimePages')
      .then((module) => module.loadRuntimePages(urls))
      .then(
        (loaded) => {
          pages = loaded;
        },
        (error: unknown) => console.error('Runtime pages not loaded', error),
      )
      .finally(() => {
        done = true;
        listeners.forEach((listener) => listener());
      }));
  store = {
    current: () => pages,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    pending: () => (done ? undefined : complete),
  };
  return { complete };
}

/** The pages declared in JSON that are loaded so far (none before the load). */
export function useRuntimePages(): readonly PageDefinition[] {
  return useSyncExternalStore(
    (listener) => store.subscribe(listener),
    () => store.current(),
  );
}

/** While page files are still to come, the function that loads and awaits them (for the catch-all route). */
export function useRuntimePagesPending(): (() => Promise<void>) | undefined {
  return useSyncExternalStore(
    (listener) => store.subscribe(listener),
    () => store.pending(),
  );
}
