import { createContext, use, useContext, useMemo, type ReactNode } from 'react';
import type { ResourceSummary } from '../registrySummary';
import type { ResourceConfig } from '../types';
import {
  loadedRegistry,
  toConsoleRegistry,
  type ConsoleRegistry,
  type RegistrySource,
} from './consoleRegistry';

const ResourceRegistryContext = createContext<ConsoleRegistry>(loadedRegistry([]));

/** Makes the resource registry available to generic views (references link to other resources through it). */
export function ResourceRegistryProvider({
  registry,
  children,
}: {
  registry: RegistrySource;
  children: ReactNode;
}) {
  const value = useMemo(() => toConsoleRegistry(registry), [registry]);
  return <ResourceRegistryContext.Provider value={value}>{children}</ResourceRegistryContext.Provider>;
}

/** The completed configurations of the running console (suspends while a registry is still loading). */
export function useResourceRegistry(): readonly ResourceConfig[] {
  const registry = useContext(ResourceRegistryContext);
  // Once loaded (before the console's first render), read directly: `use` is only for a registry still loading.
  return registry.settled() ?? use(registry.load());
}

/** The registry itself. */
export function useConsoleRegistry(): ConsoleRegistry {
  return useContext(ResourceRegistryContext);
}

/** The summaries of every resource (routes, menu entries, view permissions), available at once. */
export function useResourceSummaries(): readonly ResourceSummary[] {
  return useContext(ResourceRegistryContext).summaries;
}

/** While further resources may still arrive, the function that starts and awaits them ({@link ConsoleRegistry}). */
export function useRegistryPending(): (() => Promise<void>) | undefined {
  return useContext(ResourceRegistryContext).pending;
}
