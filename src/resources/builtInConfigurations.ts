import { loadViewOrReload } from '../app/lazyView';

/** The completed built-in configurations: a chunk of their own, downloaded beside the first screen. */
export const loadBuiltInConfigurations = () =>
  loadViewOrReload(() => import('virtual:built-in-resources').then((module) => module.default));
