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

/**
 * Every completed configuration of the running console: loads every area (suspending until they are in), so only
 * screens spanning all resources use it; others ask for the resources they show ({@link useResourceConfig}).
 */
export function useResourceRegistry(): readonly ResourceConfig[] {
  const registry = useContext(ResourceRegistryContext);
  return registry.settled() ?? use(registry.load());
}

/**
 * A resource's completed configuration, by route or name (undefined when unknown); suspends while its area loads.
 * Once loaded it is read directly: `use` is only for an area still loading.
 */
export function useResourceConfig(key: string): ResourceConfig | undefined {
  const registry = useContext(ResourceRegistryContext);
  return registry.config(key) ?? use(registry.loadConfig(key));
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
