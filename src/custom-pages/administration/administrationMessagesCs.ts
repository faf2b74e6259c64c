/** Czech texts of the administration area (same keys as its manifest's English `messages`). */
export const administrationCs = {
  app: {
    administration: {
      title: 'Administrace',
      intro: 'Vyberte oblast administrace.',
      areas: 'Oblasti administrace',
      empty: 'Nemáte přístup k žádné oblasti administrace.',
    },
  },
};
