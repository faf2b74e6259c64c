import { definePage } from '../definePage';

/**
 * /administration/theme-configurator (SPEC §2, §6 Settings/modify-theme): title, colours, favicon and logo of the
 * tenant context's theme, a live preview, expert JSON, preview mode (SPEC §4), save and reset (SPEC §7).
 */
export const themeConfiguratorPage = definePage({
  name: 'themeConfigurator',
  path: '/administration/theme-configurator',
  section: 'administration',
  icon: 'settings',
  label: 'app.themeConfigurator.title',
  permissions: [{ area: 'Settings', action: 'modify-theme' }],
  component: () => import('./ThemeConfiguratorPage').then((module) => module.ThemeConfiguratorPage),
  messages: () => import('./themeConfiguratorMessages').then((module) => module.themeConfiguratorTexts),
  translations: {
    cs: () => import('./themeConfiguratorPageMessagesCs').then((module) => module.themeConfiguratorTextsCs),
  },
});
