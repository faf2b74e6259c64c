/** Czech texts of the package manager's pages (same keys as `packageManagerMessages.ts`). */
export const packageManagerTextsCs = {
  app: {
    packageManager: {
      kinds: {
        flow: 'Tok',
        component: 'Komponenta',
        grammar: 'Gramatika',
        language: 'Jazyk',
      },
      create: {
        name: 'Název balíčku',
        flows: 'Toky',
        components: 'Komponenty',
        grammars: 'Gramatiky',
        languages: 'Jazyky',
        contents: 'Obsah se závislostmi',
        empty: 'Vyberte toky, komponenty, gramatiky nebo jazyky.',
        selected: 'vybráno',
        required_by: 'potřebuje: %{names}',
        submit: 'Vytvořit a stáhnout',
        created: 'Balíček vytvořen: %{file}',
      },
      install: {
        file: 'Soubor balíčku',
        kind: 'Druh',
        name: 'Název',
        change: 'Změna',
        choose: 'Vyberte soubor balíčku (.json)',
        preview: 'Co změní instalace balíčku %{name} (verze %{version})',
        checksum_note:
          'Kontrolní součet balíčku souhlasí: dokazuje, že soubor nebyl po vytvoření poškozen ani změněn, ne však, kdo jej vytvořil. Instalujte balíčky jen z důvěryhodných zdrojů.',
        actions: {
          add: 'Přidáno',
          replace: 'Nahrazeno',
          keep: 'Ponecháno (již existuje)',
        },
        replace_confirm:
          'Nahradit %{smart_count} existující položku |||| Nahradit %{smart_count} existující položky |||| Nahradit %{smart_count} existujících položek',
        submit: 'Nainstalovat',
        running: 'Instaluje se jako úloha na pozadí (%{progress} %)…',
        done: 'Nainstalováno: %{description}',
        failed: 'Instalace selhala a nic nezměnila: %{description}',
      },
    },
  },
};
