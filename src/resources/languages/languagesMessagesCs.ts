/** Czech texts of the languages area (same keys as its manifest's English `messages`). */
export const languagesCs = {
  resources: {
    languages: {
      name: 'Jazyk |||| Jazyky |||| Jazyků',
      fields: {
        id: 'ID',
        code: 'Kód',
        name: 'Název',
        ttsVoice: 'Hlas TTS',
        enabled: 'Povoleno',
        flowCount: 'Toky',
        grammarCount: 'Gramatiky',
        created: 'Vytvořeno',
      },
      tabs: {
        overview: 'Přehled',
        relations: 'Vazby',
      },
    },
  },
};
