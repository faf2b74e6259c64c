/** Czech texts of the operations page (same keys as its English `messages`, `operationsMessages.ts`). */
export const operationsTextsCs = {
  app: {
    operations: {
      table: 'Údaje podle linek a kampaní',
      filter: 'Filtrovat podle názvu',
      show: 'Zobrazit',
      kinds: { all: 'Linky a kampaně', line: 'Linky', campaign: 'Kampaně' },
      only_breaches: 'Jen porušení',
      columns: {
        name: 'Název',
        kind: 'Druh',
        inProgress: 'Probíhá',
        waiting: 'Čeká',
        longestWait: 'Nejdelší čekání',
        answered: 'Přijato 15/60 min',
        abandoned: 'Zavěšeno 15/60 min',
        averageHandle: 'Průměrná doba vyřízení',
        serviceLevel: 'Úroveň služeb',
      },
      kind: { line: 'Linka', campaign: 'Kampaň', total: 'Celkem' },
      total: 'Všechny linky',
      target: 'cíl %{percent} % do %{seconds} s',
      level: '%{level} % přijato do %{seconds} s',
      no_level: 'Žádné hovory k měření',
      status: { ok: 'V cíli', warning: 'Blízko cíle', breach: 'Porušení', none: 'Žádné hovory' },
      breach_since: 'Porušení od %{time}',
      empty: 'Žádná linka ani kampaň neodpovídá',
      updated: 'Údaje se aktualizují živě',
    },
  },
};
