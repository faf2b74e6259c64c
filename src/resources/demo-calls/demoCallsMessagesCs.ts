/** Czech texts of the demo-calls area (same keys as its manifest's English `messages`). */
export const demoCallsCs = {
  resources: {
    demoCallGroups: {
      name: 'Skupina ukázkových hovorů |||| Ukázkové hovory |||| Ukázkové hovory',
      fields: {
        id: 'ID',
        name: 'Název',
        description: 'Popis',
        idLine: 'Ukázková linka',
        lineName: 'Ukázková linka',
        validUntil: 'Platí do',
        callCount: 'Ukázkové hovory',
        idTenant: 'Tenant',
        tenantName: 'Tenant',
        created: 'Vytvořeno',
        phoneNumber: 'Číslo volajícího',
        pin: 'PIN',
        idCallScript: 'Tok',
        flowName: 'Tok',
      },
      tabs: {
        overview: 'Přehled',
      },
      actions: {
        remove: 'Odstranit',
        remove_confirm: 'Odstranit skupinu %{record} i s jejími ukázkovými hovory?',
        remove_done: 'Skupina ukázkových hovorů odstraněna',
        editDemoCall: 'Upravit',
        editDemoCall_done: 'Ukázkový hovor %{record} uložen',
        removeDemoCall: 'Odstranit',
        removeDemoCall_confirm: 'Odstranit ukázkový hovor %{record}?',
        removeDemoCall_done: 'Ukázkový hovor odstraněn',
      },
    },
    demoCalls: {
      name: 'Ukázkový hovor |||| Ukázkové hovory |||| Ukázkových hovorů',
      fields: {
        id: 'ID',
        name: 'Název',
        phoneNumber: 'Číslo volajícího',
        pin: 'PIN',
        idCallScript: 'Tok',
        flowName: 'Tok',
        idDemoCallGroup: 'Skupina',
        groupName: 'Skupina',
        callCount: 'Hovory',
        lastCalled: 'Naposledy voláno',
        created: 'Vytvořeno',
      },
      tabs: {
        overview: 'Přehled',
      },
      actions: {
        remove: 'Odstranit',
        remove_confirm: 'Odstranit ukázkový hovor %{record}?',
        remove_done: 'Ukázkový hovor odstraněn',
      },
    },
  },
};
