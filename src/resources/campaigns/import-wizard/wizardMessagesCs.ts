/** Czech texts of the contact import wizard (`wizardMessages.ts`). */
export const importWizardMessagesCs = {
  choose: 'Importovat kontakty (CSV nebo XLSX)',
  hint: 'Soubor CSV nebo XLSX s řádkem záhlaví. Jeho sloupce přiřadíte polím kontaktu, prohlédnete si první řádky a pak importujete. Čísla musí být v mezinárodním formátu (+420601234567). Čísla, která jsou v souboru dvakrát, už jsou v kampani nebo jsou na některém ze seznamů tenanta s čísly, na která se nevolá, se odmítnou. Soubor, který selže jako celek, neimportuje nic.',
  steps: { file: 'Soubor', map: 'Sloupce', preview: 'Náhled' },
  column: 'Sloupec',
  field: 'Pole kontaktu',
  skip: 'Neimportovat',
  savedMapping: 'Uložené přiřazení',
  mappingName: 'Uložit toto přiřazení jako',
  saveMapping: 'Uložit přiřazení',
  mappingSaved: 'Přiřazení uloženo',
  preview:
    'První %{smart_count} řádek z %{total} |||| První %{smart_count} řádky z %{total} |||| Prvních %{smart_count} řádků z %{total}',
  willRefuse:
    'Bude odmítnut %{smart_count} řádek |||| Budou odmítnuty %{smart_count} řádky |||| Bude odmítnuto %{smart_count} řádků',
  noneRefused: 'Kontroly souboru neodmítnou žádný řádek',
  status: 'Kontrola',
  ok: 'OK',
  back: 'Zpět',
  next: 'Další',
  start: 'Importovat',
  cancel: 'Zrušit',
  download: 'Stáhnout odmítnuté řádky',
};
