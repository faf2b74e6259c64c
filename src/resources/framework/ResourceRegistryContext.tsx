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
 * The completed configurations of the running console. Suspends until they are downloaded (once per page load),
 * so only resource screens use it; the shell reads `useResourceSummaries`.
 */
export function useResourceRegistry(): readonly ResourceConfig[] {
  return use(useContext(ResourceRegistryContext).load());
}

/** The summaries of every resource (routes, menu entries, view permissions), available at once. */
export function useResourceSummaries(): readonly ResourceSummary[] {
  return useContext(ResourceRegistryContext).summaries;
}
