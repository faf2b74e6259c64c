/** Czech texts of the do-not-call area (same keys as its manifest's English `messages`). */
export const doNotCallCs = {
  resources: {
    doNotCallLists: {
      tabs: { overview: 'Přehled' },
      name: 'Seznam čísel, na která se nevolá |||| Seznamy čísel, na která se nevolá |||| Seznamů čísel, na která se nevolá',
      fields: {
        id: 'ID',
        name: 'Název',
        description: 'Popis',
        numberCount: 'Čísla',
        created: 'Vytvořeno',
        updated: 'Změněno',
      },
      actions: {
        remove: 'Smazat',
        remove_confirm: 'Smazat seznam a všechna jeho čísla?',
        remove_done: 'Seznam smazán',
        exportNumbers: 'Export CSV',
        exportNumbers_done: 'Seznam exportován',
        removeNumber: 'Odebrat',
        removeNumber_confirm: 'Odebrat toto číslo ze seznamu?',
        removeNumber_done: 'Číslo odebráno',
      },
      import: {
        choose: 'Import CSV',
        hint: 'Soubor CSV se sloupcem „phone“ (E.164, např. +420601234567) a volitelně „expires“ (YYYY-MM-DD, poslední den na seznamu) a „note“. Soubor s jakýmkoli chybným řádkem nic nezmění.',
        done: '%{name}: %{added}, %{updated}',
        added:
          'přidáno %{smart_count} číslo |||| přidána %{smart_count} čísla |||| přidáno %{smart_count} čísel',
        updated:
          'upraveno %{smart_count} číslo |||| upravena %{smart_count} čísla |||| upraveno %{smart_count} čísel',
      },
    },
    doNotCallNumbers: {
      name: 'Číslo |||| Čísla |||| Čísel',
      fields: {
        id: 'ID',
        phone: 'Telefonní číslo',
        expires: 'Na seznamu do',
        active: 'Blokuje hovory',
        note: 'Poznámka',
        created: 'Přidáno',
      },
      actions: { importNumbers: 'Import CSV', importNumbers_done: 'Soubor importován' },
    },
  },
};
