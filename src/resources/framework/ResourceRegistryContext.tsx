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
  const loading = useContext(ResourceRegistryContext).load();
  // Once downloaded, read the configurations directly: `use` is only for the one wait. (Handing React a settled
  // promise on every render made some updates of the component never commit in jsdom, e.g. a dialog opened after
  // a permission check.)
  const settled = loading as { status?: string; value?: readonly ResourceConfig[] };
  if (settled.status === 'fulfilled' && settled.value) return settled.value;
  return use(loading);
}

/** The registry itself (a screen narrows it for what it renders: {@link screenRegistry}). */
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
