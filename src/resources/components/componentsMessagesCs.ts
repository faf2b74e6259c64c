/** Czech texts of the components area (same keys as its manifest's English `messages`). */
export const componentsCs = {
  resources: {
    components: {
      name: 'Komponenta |||| Komponenty |||| Komponent',
      fields: {
        id: 'ID',
        name: 'Název',
        description: 'Popis',
        idFolder: 'Složka',
        folderName: 'Složka',
        language: 'Jazyk',
        idLanguage: 'Jazyk',
        languageName: 'Jazyk',
        version: 'Verze',
        channels: 'Kanály',
        processKind: 'Druh procesu',
        tags: 'Štítky',
        tag: 'Štítek',
        variables: 'Proměnné',
        createdBy: 'Vytvořil(a)',
        modifiedBy: 'Změnil(a)',
        created: 'Vytvořeno',
        modified: 'Změněno',
        componentKind: 'Druh',
        scriptKind: 'Druh skriptu',
      },
      tabs: {
        overview: 'Přehled',
        history: 'Historie',
        relations: 'Vazby',
      },
      sections: {
        usedInFlows: 'Použito v tocích',
      },
      actions: {
        duplicate: 'Duplikovat',
        duplicate_done: 'Kopie vytvořena',
        revert: 'Vrátit na tuto verzi',
        revert_done: 'Vráceno: vznikla nová verze',
      },
    },
  },
};
