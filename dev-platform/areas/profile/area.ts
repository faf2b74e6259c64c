import type { PlatformArea } from '../platformArea';
import { profileRoutes } from './profileRoutes';
import { profileSecurityRoutes } from './profileSecurity';
import { profileSessionRoutes } from './profileSessions';

/** The signed-in user's own profile (issue 32.3): details, time zone, password, two-factor, sessions. */
export const area: PlatformArea = {
  name: 'profile',
  routes: [profileRoutes, profileSecurityRoutes, profileSessionRoutes],
};
