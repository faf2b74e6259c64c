import { createContext, useContext, type ReactNode } from 'react';
import type { ResourceConfig } from '../types';

const ResourceRegistryContext = createContext<readonly ResourceConfig[]>([]);

/** Makes the resource registry available to generic views (references link to other resources through it). */
export function ResourceRegistryProvider({
  registry,
  children,
}: {
  registry: readonly ResourceConfig[];
  children: ReactNode;
}) {
  return <ResourceRegistryContext.Provider value={registry}>{children}</ResourceRegistryContext.Provider>;
}

/** The resource registry of the running console. */
export function useResourceRegistry(): readonly ResourceConfig[] {
  return useContext(ResourceRegistryContext);
}
