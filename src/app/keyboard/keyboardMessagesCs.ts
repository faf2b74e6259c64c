/** Czech texts of the keyboard shortcuts and of search everywhere (`keyboardMessages.ts`). */
export const shortcutMessagesCs = {
  title: 'Klávesové zkratky',
  then: 'pak',
  or: 'nebo',
  scope: {
    anywhere: 'Kdekoli',
    lists: 'V seznamech',
    forms: 'Ve formulářích',
    dialogs: 'V dialozích',
  },
  search: 'Hledat všude',
  help: 'Zobrazit klávesové zkratky',
  go_flows: 'Přejít na toky',
  go_campaigns: 'Přejít na kampaně',
  go_administration: 'Přejít do administrace',
  next_row: 'Další řádek',
  previous_row: 'Předchozí řádek',
  open_row: 'Otevřít řádek',
  save: 'Uložit formulář',
  close: 'Zavřít dialog',
  not_in_fields: 'Klávesy bez Ctrl nebo ⌘ při psaní do pole nic nedělají.',
};

export const searchMessagesCs = {
  open: 'Hledat všude (%{keys})',
  title: 'Hledat všude',
  input: 'Názvy, čísla, e-maily, GUID, stránky a akce',
  recent: 'Nedávné',
  records: 'Záznamy',
  pages: 'Stránky a akce',
  create: 'Vytvořit: %{name}',
  switch_tenant: 'Přepnout tenanta',
  page: 'Stránka',
  action: 'Akce',
  searching: 'Hledání…',
  nothing: 'Nic nenalezeno',
  failed: 'Hledání selhalo: %{message}',
};
