import { definePage } from '../definePage';

const loadMessages = () => import('./packageManagerMessages').then((module) => module.packageManagerTexts);
const translations = {
  cs: () => import('./packageManagerPageMessagesCs').then((module) => module.packageManagerTextsCs),
};

/**
 * /administration/package-manager/install (SPEC §2, §7 "package install"): a package file checked, previewed and
 * installed as a task.
 */
export const packageInstallPage = definePage({
  name: 'packageInstall',
  path: '/administration/package-manager/install',
  section: 'administration',
  icon: 'input',
  label: 'app.packageManager.install.title',
  permissions: [{ area: 'PackageManager', action: 'install' }],
  component: () => import('./PackageInstall').then((module) => module.PackageInstall),
  messages: loadMessages,
  translations,
});

/**
 * /administration/package-manager/create (SPEC §2, §7 "package create"): flows, components, grammars and languages
 * with their dependencies as a downloadable JSON package.
 */
export const packageCreatePage = definePage({
  name: 'packageCreate',
  path: '/administration/package-manager/create',
  section: 'administration',
  icon: 'output',
  label: 'app.packageManager.create.title',
  permissions: [{ area: 'PackageManager', action: 'create' }],
  component: () => import('./PackageCreate').then((module) => module.PackageCreate),
  messages: loadMessages,
  translations,
});

/** `/administration/package-manager` leads to the install page. */
export const packageManagerRootPage = definePage({
  name: 'packageManagerRoot',
  path: '/administration/package-manager',
  label: 'app.packageManager.title',
  permissions: [],
  menu: false,
  component: () => import('./PackageManagerRedirect').then((module) => module.PackageManagerRedirect),
});
