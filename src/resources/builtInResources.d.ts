declare module 'virtual:built-in-resources' {
  import type { ResourceConfig } from './types';

  /** The built-in resources of `registry.ts`, completed and checked at build time (scripts/builtInResourcesPlugin.ts). */
  const builtInRegistry: readonly ResourceConfig[];
  export default builtInRegistry;
}
