import { definePage } from '../definePage';

/**
 * /profile (issue 32.3, ROUTES.md): the signed-in user's own details, console time zone, password and two-factor
 * sign-in. Open to everyone signed in, reached from the profile menu and the top bar's time zone.
 */
export const profilePage = definePage({
  name: 'profile',
  path: '/profile',
  label: 'app.ownProfile.title',
  permissions: [],
  menu: false,
  component: () => import('./ProfilePage').then((module) => module.ProfilePage),
  messages: () => import('./profileMessages').then((module) => module.profileTexts),
  translations: { cs: () => import('./profilePageMessagesCs').then((module) => module.profileTextsCs) },
});
