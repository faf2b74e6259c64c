/** Czech texts of the grammars area (same keys as its manifest's English `messages`). */
export const grammarsCs = {
  resources: {
    grammars: {
      name: 'Gramatika |||| Gramatiky |||| Gramatik',
      fields: {
        id: 'ID',
        name: 'Název',
        description: 'Popis',
        kind: 'Druh',
        content: 'Obsah',
        idLanguage: 'Jazyk',
        languageName: 'Jazyk',
        flowCount: 'Použito v tocích',
        created: 'Vytvořeno',
        updated: 'Změněno',
      },
      kinds: {
        keywords: 'Klíčová slova',
        regex: 'Regulární výraz',
        srgs: 'SRGS',
      },
      tabs: {
        overview: 'Přehled',
        usedInFlows: 'Použito v tocích',
      },
      actions: {
        duplicate: 'Duplikovat',
        duplicate_confirm: 'Vytvořit kopii této gramatiky?',
        duplicate_done: 'Gramatika byla zduplikována',
      },
      validation: {
        name_exists: 'Gramatika s tímto názvem již existuje',
      },
    },
  },
};
