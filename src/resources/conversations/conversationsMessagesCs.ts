/** Czech texts of the conversations area (same keys as its manifest's English `messages`). */
export const conversationsCs = {
  resources: {
    conversations: {
      name: 'Konverzace |||| Konverzace |||| Konverzací',
      fields: {
        guid: 'Konverzace',
        started: 'Zahájeno',
        ended: 'Ukončeno',
        duration: 'Trvání',
        result: 'Výsledek',
        processKind: 'Proces',
        caller: 'Volající',
        callee: 'Volané číslo',
        idLine: 'Linka',
        lineName: 'Linka',
        idCallScript: 'Tok',
        flowName: 'Tok',
        language: 'Jazyk',
        tenantName: 'Tenant',
        idDialLog: 'Záznam vytáčení',
        version: 'Verze',
        created: 'Verze uložena',
        comment: 'Komentář',
        content: 'Obsah verze toku',
      },
      tabs: {
        timeline: 'Časová osa',
        data: 'Data',
        source: 'Zdroj',
        errors: 'Chyby',
      },
      actions: {
        recording: 'Stáhnout nahrávku',
        recording_done: 'Nahrávka stažena',
      },
      timeline: {
        title: 'Časová osa',
        player: 'Nahrávka',
        loading_recording: 'Načítá se nahrávka…',
        no_recording: 'Nahrávku se nepodařilo načíst',
        recording_forbidden: 'Přehrání nahrávky vyžaduje oprávnění stahovat nahrávky',
        full: 'Včetně propojených konverzací',
        types: 'Typy událostí',
        empty: 'Žádné události k zobrazení',
        offset: 'v čase %{offset}',
        confidence: 'jistota %{value}',
        linked: 'propojená konverzace',
        speaker: {
          robot: 'Robot',
          human: 'Člověk',
          agent: 'Operátor',
        },
        seek: 'Přehrát od %{offset}:',
        html_hidden: 'Obsah HTML (pro jeho zobrazení zapněte „dial logs html active“)',
      },
    },
    conversationVariables: {
      name: 'Proměnná |||| Proměnné |||| Proměnných',
      fields: {
        id: 'Název',
        guid: 'Konverzace',
        name: 'Název',
        value: 'Hodnota',
      },
    },
    conversationErrors: {
      name: 'Chybová událost |||| Chybové události |||| Chybových událostí',
      fields: {
        id: 'ID',
        guid: 'Konverzace',
        time: 'Čas',
        type: 'Typ',
        text: 'Zpráva',
        data: 'Podrobnosti',
      },
    },
    conversationTimelines: {
      name: 'Časová osa |||| Časové osy |||| Časových os',
      fields: {
        guid: 'Konverzace',
        total: 'Události',
      },
    },
    flows: {
      fields: {
        phoneNumber: 'Telefonní číslo',
        testVariables: 'Proměnné (JSON)',
      },
      actions: {
        testCall: 'Testovací hovor',
        testCall_done: 'Testovací hovor zahájen; sledujte jej u zvonku oznámení',
      },
    },
  },
};
