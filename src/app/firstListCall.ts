import type { ConsoleRegistry } from '../resources/framework/consoleRegistry';
import { prefetchFirstList } from '../resources/framework/list/prefetchFirstList';
import type { ConsoleServices } from './createServices';

/**
 * Starts the landing list's call at once when a session exists (without one, the sign-in redirect comes first),
 * beside the start-up's other reads; settles when it has answered (or when there is nothing to call). Its freshness
 * hold ends when the first screen is shown, should the list never mount.
 */
export async function firstListCall(
  services: Pick<ConsoleServices, 'session' | 'firstScreen' | 'queryClient' | 'dataProvider'>,
  registry: Pick<ConsoleRegistry, 'load'>,
  location: Pick<Location, 'pathname' | 'search'> = window.location,
): Promise<void> {
  if (!services.session.userNow()) return;
  const configs = await registry.load().catch(() => undefined);
  if (!configs) return; // the registry reports its own failure
  const prefetch = prefetchFirstList(services.queryClient, services.dataProvider, configs, location);
  if (!prefetch) return;
  services.firstScreen.whenShown(prefetch.release);
  await prefetch.settled;
}

/** Lets answers that have already arrived be delivered (one task) before the caller goes on. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
