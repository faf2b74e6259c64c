import { definePage } from '../definePage';

/**
 * /administration (SPEC §2): where the Administration tab leads. Open to everyone signed in: it lists only the
 * areas the user may open, and is itself no entry of the guide or the menu.
 */
export const administrationGuidePage = definePage({
  name: 'administrationGuide',
  path: '/administration',
  section: 'administration',
  label: 'app.administration.title',
  permissions: [],
  menu: false,
  component: () => import('./AdministrationGuidePage').then((module) => module.AdministrationGuidePage),
});
