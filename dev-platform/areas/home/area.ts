import type { PlatformArea } from '../platformArea';
import { applicationConfigurationRoutes } from './applicationConfiguration';
import { exportRoutes } from './exports';
import { userInfoRoutes } from './userInfo';
import { userPreferenceRoutes } from './userPreferences';

/** The shell's own calls: configuration, the signed-in user, preferences and list exports. */
export const area: PlatformArea = {
  name: 'home',
  routes: [userInfoRoutes, userPreferenceRoutes],
  register({ app, context, verify, jobs }) {
    applicationConfigurationRoutes(app, context, verify);
    const exportsModule = exportRoutes(app, context, jobs);
    return { stop: () => exportsModule.close() };
  },
};
