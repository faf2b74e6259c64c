/** Czech texts of the diagnostics area (same keys as its manifest's English `messages`). */
export const diagnosticsCs = {
  diagnostics: {
    title: 'Diagnostické události',
    empty: 'Zatím žádné diagnostické události: objeví se zde během hovoru',
    dropped: 'Přeskočené události (přicházely rychleji, než je lze zobrazit): %{count}',
    status: {
      connecting: 'Připojování k diagnostickému streamu…',
      open: 'Živě: nové události se zobrazují, jak nastávají',
      closed: 'Diagnostický stream skončil',
      unavailable: 'Diagnostický stream zde není k dispozici',
    },
    fields: { kind: 'Druh', text: 'Událost', elapsed: 'Od začátku', step: 'Od předchozí' },
    kinds: { signalling: 'Signalizace', flow: 'Krok toku', timing: 'Časování', error: 'Chyba' },
  },
};
