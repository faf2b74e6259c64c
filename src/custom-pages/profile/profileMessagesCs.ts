/** Czech texts of the profile area (same keys as its manifest's English `messages`). */
export const profileCs = {
  app: {
    ownProfile: {
      title: 'Můj profil',
      open: 'Můj profil',
    },
  },
};
