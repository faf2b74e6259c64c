/** Czech texts of the variables-storage area (same keys as its manifest's English `messages`). */
export const variablesStorageCs = {
  resources: {
    variablesStorage: {
      name: 'Úložiště proměnných |||| Úložiště proměnných |||| Úložiště proměnných',
      fields: {
        id: 'ID',
        key: 'Klíč',
        kind: 'Druh',
        value: 'Hodnota',
        opens: 'Otevírá',
        closes: 'Zavírá',
        idTenant: 'Tenant',
        tenantName: 'Tenant',
        updated: 'Změněno',
      },
      tabs: {
        overview: 'Přehled',
      },
      accessKey: {
        title: 'Přístupový klíč',
        none: 'Zatím žádný přístupový klíč',
        created: 'Vygenerováno %{date}',
      },
      actions: {
        generateKey: 'Vygenerovat klíč',
        generateKey_confirm:
          'Vygenerovat nový přístupový klíč pro %{record}? Současný klíč přestane fungovat; nový se zobrazí jen jednou.',
        generateKey_done: 'Byl vygenerován nový přístupový klíč',
        remove: 'Odstranit',
        remove_confirm: 'Odstranit klíč %{record}? Toky, které jej čtou, nedostanou žádnou hodnotu.',
        remove_done: 'Klíč odstraněn',
      },
    },
  },
};
