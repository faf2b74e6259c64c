import { definePage } from '../definePage';

/** /not-authorized (SPEC §6, §8): where a route whose permissions are missing sends the user. */
export const notAuthorizedPage = definePage({
  name: 'notAuthorized',
  path: '/not-authorized',
  label: 'app.not_authorized.title',
  permissions: [],
  menu: false,
  // The title names the error code of the address (`?code=`).
  ownTitle: true,
  component: () => import('./NotAuthorizedPage').then((module) => module.NotAuthorizedPage),
});
