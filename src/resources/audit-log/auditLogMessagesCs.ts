/** Czech texts of the audit-log area (same keys as its manifest's English `messages`). */
export const auditLogCs = {
  resources: {
    auditLog: {
      name: 'Záznam auditu |||| Záznamy auditu |||| Auditní log',
      fields: {
        id: 'ID',
        time: 'Čas',
        action: 'Akce',
        entity: 'Entita',
        entityId: 'ID entity',
        detail: 'Podrobnosti',
        idUser: 'Uživatel',
        username: 'Uživatel',
        idTenant: 'Tenant',
        tenantName: 'Tenant',
        ipAddress: 'IP adresa',
      },
      tabs: {
        overview: 'Přehled',
      },
      sections: {
        changes: 'Změny',
      },
      changes: {
        title: 'Změněná pole',
        field: 'Pole',
        before: 'Před',
        after: 'Po',
        none: 'Tento záznam neobsahuje žádné změny polí.',
      },
    },
  },
};
