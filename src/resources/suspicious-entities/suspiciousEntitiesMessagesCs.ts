/** Czech texts of the suspicious-entities area (same keys as its manifest's English `messages`). */
export const suspiciousEntitiesCs = {
  resources: {
    suspiciousEntities: {
      name: 'Podezřelá entita |||| Podezřelé entity |||| Podezřelých entit',
      fields: {
        id: 'ID',
        name: 'Linka',
        phoneNumber: 'Telefonní číslo',
        idDialModule: 'Modul',
        moduleName: 'Modul',
        enabled: 'Povoleno',
        monitoring: 'Monitorování',
        billing: 'Účtování',
        tariffName: 'Tarif',
        riskLevel: 'Míra rizika',
        tenantName: 'Tenant',
        updated: 'Změněno',
      },
      views: {
        'lines-without-monitoring': 'Linky bez monitorování',
        'lines-without-billing': 'Linky bez účtování',
        'lines-with-fraud': 'Linky s podvodem',
      },
    },
  },
};
