import { startEarly } from './earlyStart';

/**
 * The page's early start, made when this module is evaluated: the entry imports it first, and its chunk (`boot`,
 * `scripts/chunkGroups.ts`) runs before the console's code does.
 */
export const early = startEarly({
  location: window.location,
  storage: window.sessionStorage,
  fetch: window.fetch.bind(window),
});
