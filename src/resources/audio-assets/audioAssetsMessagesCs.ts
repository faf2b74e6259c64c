/** Czech texts of the audio assets area (same keys as its manifest's English `messages`). */
export const audioAssetsCs = {
  resources: {
    audioAssets: {
      name: 'Zvukový záznam |||| Zvukové záznamy |||| Zvukových záznamů',
      fields: {
        id: 'ID',
        name: 'Název',
        description: 'Popis',
        mimeType: 'Typ',
        sizeBytes: 'Velikost (bajty)',
        durationMs: 'Délka (ms)',
        content: 'Zvukový soubor (WAV, MP3 nebo OGG)',
        flowCount: 'Použito v tocích',
        created: 'Vytvořeno',
        updated: 'Změněno',
      },
      tabs: { overview: 'Přehled', usedInFlows: 'Použito v tocích' },
      upload: { choose: 'Vybrat soubor', chosen: 'Vybráno: %{name}' },
    },
  },
};
