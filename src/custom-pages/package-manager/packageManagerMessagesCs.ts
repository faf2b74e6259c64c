/** Czech texts of the package-manager area (same keys as its manifest's English `messages`). */
export const packageManagerCs = {
  app: {
    packageManager: {
      title: 'Správce balíčků',
      create: {
        title: 'Vytvořit balíček',
      },
      install: {
        title: 'Nainstalovat balíček',
      },
    },
  },
};
