import { preloadResourceView } from '../resources/framework/resourceViews';
import { preloadConfigurations } from '../resources/builtInConfigurations';
import { HOME_PATH } from './homePath';

/**
 * Requests the code the landing address needs (the view and its completed configurations) at once, beside the
 * console's own code and `/config.json`: none of them depends on the others.
 */
export function preloadLandingView() {
  const { pathname } = window.location;
  const landing = pathname === '/' ? HOME_PATH : pathname;
  preloadResourceView(landing);
  preloadConfigurations(landing).catch(() => undefined); // the registry's own load reports failures
}
