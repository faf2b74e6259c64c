import { screenOf } from '../resources/builtInScreens';
import type { ConsoleRegistry } from '../resources/framework/consoleRegistry';
import { prefetchFirstList } from '../resources/framework/list/prefetchFirstList';
import type { ConsoleServices } from './createServices';
import { landingPath } from './homePath';

/**
 * Starts the landing list's call when a session exists (without one, the sign-in redirect comes first) and the user
 * may list it (known with the user's info, asked beside it: a call the user may not make is never sent), beside the
 * start-up's other reads; settles when it has answered (or when there is nothing to call). Its freshness hold ends
 * when the first screen is shown, should the list never mount.
 */
export async function firstListCall(
  services: Pick<
    ConsoleServices,
    'session' | 'firstScreen' | 'queryClient' | 'dataProvider' | 'authProvider'
  >,
  registry: Pick<ConsoleRegistry, 'load' | 'screen'>,
  location: Pick<Location, 'pathname' | 'search'> = window.location,
): Promise<void> {
  if (!services.session.userNow()) return;
  // A list with configurations of its own needs only those (and the list call then finds its configuration at once).
  const screen = registry.screen && screenOf(landingPath(location.pathname));
  const configs = await (screen ? registry.screen!(screen) : registry.load()).catch(() => undefined);
  if (!configs) return; // the registry reports its own failure
  const { authProvider } = services;
  if (!(await authProvider.getUserInfo().catch(() => undefined))) return;
  const mayList = (resource: string) => authProvider.canAccessNow({ resource, action: 'list' }) === true;
  const prefetch = prefetchFirstList(services.queryClient, services.dataProvider, configs, location, mayList);
  if (!prefetch) return;
  services.firstScreen.whenShown(prefetch.release);
  await prefetch.settled;
}

/**
 * How long the first render waits for the landing list's answer once the rest of the start-up has arrived. The
 * list's call leaves once its configurations and the user's info are in, so it usually answers a few milliseconds
 * after the user's info; its rows then render with the first screen (one render) instead of a loading table and a
 * second render of the page.
 * A slower list does not hold the screen back longer than this: it shows loading and takes the answer on its way.
 */
export const FIRST_LIST_WAIT_MS = 100;

/** Settles after `ms` at most, or when `work` has. */
export const atMost = (work: Promise<unknown>, ms: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    void work.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
