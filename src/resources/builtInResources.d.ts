declare module 'virtual:built-in-resources' {
  import type { ResourceConfig } from './types';

  /** The built-in resources of `registry.ts`, completed and checked at build time (scripts/builtInResourcesPlugin.ts). */
  const builtInRegistry: readonly ResourceConfig[];
  export default builtInRegistry;
}

declare module 'virtual:built-in-resources/summaries' {
  import type { ResourceSummary } from './registrySummary';

  /** The summaries of the built-in resources (what the shell needs before any resource screen opens). */
  const builtInSummaries: readonly ResourceSummary[];
  export default builtInSummaries;
}
