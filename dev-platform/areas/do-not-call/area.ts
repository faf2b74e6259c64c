import type { PlatformArea } from '../platformArea';
import { doNotCallCsvRoutes } from './doNotCallCsv';
import { doNotCallListRoutes } from './doNotCallLists';
import { doNotCallNumberRoutes } from './doNotCallNumbers';
import { seedDoNotCall } from './seedDoNotCall';

/** Do-not-call lists of a tenant (`/campaigns/do-not-call` in the console); `blockedNumbers` answers the dialer. */
export const area: PlatformArea = {
  name: 'do-not-call',
  routes: [doNotCallListRoutes, doNotCallNumberRoutes, doNotCallCsvRoutes],
  // After the tenants (10); draws nothing from the seed's random sequence.
  seed: { 105: seedDoNotCall },
};
