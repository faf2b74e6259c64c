import { designerMessagesCs } from './designer/designerMessagesCs';
import { testCallMessagesCs } from './test-call/testCallMessagesCs';

/** Czech texts of the flows area (same keys as its manifest's English `messages`). */

/** The fields flows and components share (`scriptFieldMessages`). */
export const scriptFieldMessagesCs = {
  id: 'ID',
  name: 'Název',
  description: 'Popis',
  idFolder: 'Složka',
  folderName: 'Složka',
  language: 'Jazyk',
  idLanguage: 'Jazyk',
  languageName: 'Jazyk',
  version: 'Verze',
  channels: 'Kanály',
  processKind: 'Druh procesu',
  tags: 'Štítky',
  tag: 'Štítek',
  variables: 'Proměnné',
  createdBy: 'Vytvořil(a)',
  modifiedBy: 'Změnil(a)',
  created: 'Vytvořeno',
  modified: 'Změněno',
  template: 'Výchozí šablona',
};

/** The actions flows and components share (`scriptActionMessages`). */
export const scriptActionMessagesCs = {
  duplicate: 'Duplikovat',
  duplicate_done: 'Kopie vytvořena',
  revert: 'Vrátit na tuto verzi',
  revert_done: 'Vráceno: vznikla nová verze',
};

const versionFields = {
  id: 'Verze',
  version: 'Verze',
  author: 'Autor',
  created: 'Datum',
  comment: 'Komentář',
  tag: 'Štítek',
  nodeCount: 'Uzly',
};

export const flowsCs = {
  designer: designerMessagesCs,
  history: {
    title: 'Verze',
    select_hint: 'Vyberte dvě verze a uvidíte, co se mezi nimi změnilo.',
    compare: 'Porovnat',
    compare_with_latest: 'Porovnat s nejnovější',
    select: 'Vybrat verzi %{version}',
    version: 'Verze %{version}',
    latest: 'Nejnovější',
    columns: {
      version: 'Verze',
      author: 'Autor',
      created: 'Datum',
      comment: 'Komentář',
      tag: 'Štítek',
    },
    diff_title: 'Změny od verze %{from} do verze %{to}',
    no_changes: 'Obě verze mají stejný obsah.',
    nodes: 'Uzly',
    edges: 'Spojení',
    settings: 'Nastavení',
    other: 'Jiný obsah',
    text: 'Obsah jako text',
    property: 'Vlastnost',
    before: 'Verze %{version}',
    after: 'Verze %{version}',
    added: 'Přidáno',
    removed: 'Odebráno',
    changed: 'Změněno',
    revert: 'Vrátit na verzi %{version}',
    revert_confirm: 'Vrátit na verzi %{version}? Vznikne nová verze %{next} s obsahem verze %{version}.',
    reverted: 'Vráceno: vznikla verze %{version}',
    revert_started:
      'Verze %{version} je velká: vrácení běží jako úloha na pozadí. Po dokončení otevře zvonek novou verzi.',
    summary: 'přidáno %{added}, odebráno %{removed}, změněno %{changed}',
  },
  resources: {
    flows: {
      name: 'Tok |||| Toky |||| Toků',
      tabs: {
        overview: 'Přehled',
        dialLogs: 'Záznamy vytáčení',
        design: 'Návrh',
        history: 'Historie',
        relations: 'Vazby',
        assets: 'Prostředky',
        usedInFlows: 'Použito v tocích',
      },
      sections: { subflows: 'Podtoky' },
      tagInput: {
        createHint: 'Vyberte štítky, nebo napište nový název a štítek vytvořte',
        chooseHint: 'Vyberte ze štítků tenanta',
      },
      fields: scriptFieldMessagesCs,
      actions: {
        ...scriptActionMessagesCs,
        ...{
          tag: 'Štítky',
          tag_done: 'Štítky uloženy',
          moveToFolder: 'Přesunout do složky',
          moveToFolder_done: 'Toky přesunuty',
        },
      },
      testCall: testCallMessagesCs,
    },
    flowVersions: { name: 'Verze |||| Verze |||| Verzí', fields: versionFields },
    flowVersionDiffs: {
      name: 'Rozdíl |||| Rozdíly |||| Rozdílů',
      fields: {
        id: 'Verze',
      },
    },
    componentVersions: { name: 'Verze |||| Verze |||| Verzí', fields: versionFields },
    componentVersionDiffs: {
      name: 'Rozdíl |||| Rozdíly |||| Rozdílů',
      fields: {
        id: 'Verze',
      },
    },
    flowFolders: {
      name: 'Složka |||| Složky |||| Složek',
      fields: {
        id: 'ID',
        name: 'Název',
        path: 'Složka',
        itemCount: 'Položky',
      },
    },
    flowFoldersBreadcrumb: {
      name: 'Složka |||| Složky |||| Složek',
      fields: {
        id: 'ID',
        name: 'Název',
      },
    },
    flowTagOptions: {
      name: 'Štítek |||| Štítky |||| Štítků',
      fields: {
        id: 'ID',
        name: 'Název',
        colour: 'Barva',
      },
    },
  },
};
