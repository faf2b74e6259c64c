/** Czech texts of the dial-logs area (same keys as its manifest's English `messages`). */
export const dialLogsCs = {
  resources: {
    dialLogs: {
      name: 'Záznam vytáčení |||| Záznamy vytáčení |||| Záznamů vytáčení',
      fields: {
        id: 'ID',
        start: 'Zahájeno',
        duration: 'Trvání',
        result: 'Výsledek',
        processKind: 'Proces',
        caller: 'Volající',
        callee: 'Volané číslo',
        idLine: 'Linka',
        lineName: 'Linka',
        idDialModule: 'Modul',
        moduleName: 'Modul',
        idCallScript: 'Tok',
        flowName: 'Tok',
        campaignName: 'Kampaň',
        guid: 'Konverzace',
        tenantName: 'Tenant',
      },
    },
  },
};
