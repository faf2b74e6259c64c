import { defineArea } from '../../resources/defineArea';
import { createThemeApi } from './themeApi';
import { themeConfiguratorPage } from './themeConfiguratorDefinition';

/** The theme configurator area: everything it brings to the console, discovered through the area index. */
export const area = defineArea({
  name: 'theme-configurator',
  order: 4,
  pages: [themeConfiguratorPage],
  api: createThemeApi,
  fakeApi: () =>
    import('./fakeThemeApi').then(
      (module) =>
        ({ options, context }) =>
          module.createFakeThemeApi(options, context),
    ),
  // The title shows in menus and page titles before a visit; the page's other texts come with its code.
  messages: { app: { themeConfigurator: { title: 'Theme configurator' } } },
  translations: {
    cs: () => import('./themeConfiguratorMessagesCs').then((module) => module.themeConfiguratorCs),
  },
});
