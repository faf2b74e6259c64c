/** Czech texts of the theme-configurator area (same keys as its manifest's English `messages`). */
export const themeConfiguratorCs = {
  app: {
    themeConfigurator: {
      title: 'Nastavení motivu',
    },
  },
};
