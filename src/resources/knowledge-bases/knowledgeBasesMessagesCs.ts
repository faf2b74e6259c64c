/** Czech texts of the knowledge-bases area (same keys as its manifest's English `messages`). */
export const knowledgeBasesCs = {
  resources: {
    knowledgeBases: {
      name: 'Znalostní báze |||| Znalostní báze |||| Znalostních bází',
      fields: {
        id: 'ID',
        name: 'Název',
        description: 'Popis',
        idLanguage: 'Jazyk',
        languageName: 'Jazyk',
        idTenant: 'Tenant',
        tenantName: 'Tenant',
        fileCount: 'Soubory',
        urlCount: 'URL',
        created: 'Vytvořeno',
        updated: 'Změněno',
      },
      tabs: {
        overview: 'Přehled',
      },
      sections: {
        files: 'Soubory',
      },
      status: {
        pending: 'Čeká',
        indexed: 'Zaindexováno',
        failed: 'Selhalo',
      },
      upload: {
        choose: 'Nahrát soubor',
        hint: 'PDF, DOCX, TXT, CSV, MD nebo HTML, nejvýše %{size} MB',
        uploading: 'Nahrává se %{name}…',
        tooLarge: 'Soubor smí mít nejvýše 5 MB',
        wrongType: 'Soubor musí být typu PDF, DOCX, TXT, CSV, MD nebo HTML',
        empty: 'Soubor je prázdný',
        notItsType: 'Obsah souboru neodpovídá jeho typu',
      },
      actions: {
        deleteFile: 'Odstranit',
        deleteFile_confirm: 'Odstranit soubor %{record} ze znalostní báze?',
        deleteFile_done: 'Soubor odstraněn',
        deleteUrl: 'Odstranit',
        deleteUrl_confirm: 'Přestat procházet %{record}?',
        deleteUrl_done: 'URL odstraněna',
        remove: 'Odstranit',
        remove_confirm: 'Odstranit znalostní bázi %{record} i s jejími soubory a URL?',
        remove_done: 'Znalostní báze odstraněna',
      },
    },
    knowledgeBaseFiles: {
      name: 'Soubor |||| Soubory |||| Souborů',
      fields: {
        id: 'ID',
        idKnowledgeBase: 'Znalostní báze',
        fileName: 'Soubor',
        mimeType: 'Typ',
        sizeBytes: 'Velikost (bajty)',
        status: 'Stav',
        uploaded: 'Nahráno',
      },
      actions: {
        upload: 'Nahrát',
        upload_done: 'Soubor %{record} nahrán',
      },
    },
    knowledgeBaseUrls: {
      name: 'URL |||| URL |||| URL',
      fields: {
        id: 'ID',
        idKnowledgeBase: 'Znalostní báze',
        url: 'URL',
        crawlDepth: 'Hloubka procházení',
        status: 'Stav',
        lastCrawled: 'Naposledy procházeno',
        created: 'Přidáno',
      },
    },
  },
};
