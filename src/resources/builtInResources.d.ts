declare module 'virtual:built-in-resources' {
  import type { ResourceConfig } from './types';

  /** The built-in resources of `registry.ts`, completed and checked at build time (scripts/builtInResourcesPlugin.ts). */
  const builtInRegistry: readonly ResourceConfig[];
  export default builtInRegistry;
  /** The areas' texts (`src/i18n/areaMessages.ts`), installed with the configurations. */
  export const messages: object;
}

declare module 'virtual:built-in-resources/summaries' {
  import type { ResourceSummary } from './registrySummary';

  /** The summaries of the built-in resources (what the shell needs before any resource screen opens). */
  const builtInSummaries: readonly ResourceSummary[];
  export default builtInSummaries;
}

declare module 'virtual:built-in-resources/screens' {
  import type { ResourceConfig } from './types';

  /**
   * Per list that can open with a few configurations (`scripts/resourceScreens.ts`): its route, its resource's name
   * and the loader of that configuration and those it names, with the list's texts (`messages`; none when they are
   * on the first load).
   */
  const builtInScreens: readonly (readonly [
    route: string,
    name: string,
    load: () => Promise<{ default: readonly ResourceConfig[]; messages?: object }>,
  ])[];
  export default builtInScreens;
}
