import { preloadResourceView } from '../resources/framework/resourceViews';
import { landingPath } from './homePath';

/**
 * Requests the view the landing address needs at once, beside the console's own code (its configurations were
 * requested before that code ran, `earlyStart.ts`).
 */
export function preloadLandingView() {
  preloadResourceView(landingPath(window.location.pathname));
}
