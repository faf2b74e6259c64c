import { createContext, useContext, type ReactNode } from 'react';
import type { HttpClient } from '../providers/httpClient';
import type { RuntimeConfig } from '../shared/wire/runtimeConfig';

/** What shell views need beyond react-admin's providers: the API client and the runtime configuration. */
export interface ShellServices {
  httpClient: HttpClient;
  config: RuntimeConfig;
}

const ShellServicesContext = createContext<ShellServices | null>(null);

/** Provides {@link ShellServices} to the shell. */
export function ShellServicesProvider({ value, children }: { value: ShellServices; children: ReactNode }) {
  return <ShellServicesContext.Provider value={value}>{children}</ShellServicesContext.Provider>;
}

/** The shell services; throws outside the console so a missing provider is found at once. */
export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('useShellServices must be used inside <ShellServicesProvider>');
  return services;
}
