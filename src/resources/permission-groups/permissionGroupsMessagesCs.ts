/** Czech texts of the permission-groups area (same keys as its manifest's English `messages`). */
export const permissionGroupsCs = {
  resources: {
    permissionGroups: {
      name: 'Skupina oprávnění |||| Skupiny oprávnění |||| Skupin oprávnění',
      fields: {
        id: 'ID',
        name: 'Název',
        description: 'Popis',
        idTenant: 'Tenant',
        tenantName: 'Tenant',
        userCount: 'Uživatelé',
        permissions: 'Oprávnění',
        created: 'Vytvořeno',
      },
      tabs: {
        overview: 'Přehled',
      },
      catalogue: {
        AccessManagement: {
          name: 'Správa přístupu',
          description: 'Tarify, role, účty, řízení operátorů a přepínání tenantů',
          actions: {
            viewtariff: 'Zobrazit tarify',
            viewrole: 'Zobrazit role',
            viewaccount: 'Zobrazit účty',
            viewAgentControl: 'Zobrazit řízení operátorů',
            tenantContextSwitching: 'Přepnout tenanta',
          },
        },
        Auditlog: {
          name: 'Auditní log',
          description: 'Kdo co změnil a kdy',
          actions: {
            view: 'Zobrazit',
          },
        },
        BotDeploy: {
          name: 'Nasazení botů',
          description: 'Moduly, servery a konfigurace nasazených botů',
          actions: {
            moduleview: 'Zobrazit moduly',
            serverview: 'Zobrazit servery',
            configview: 'Zobrazit konfigurace',
            deploy: 'Nasadit',
            configedit: 'Upravit konfigurace',
          },
        },
        CallScript: {
          name: 'Toky',
          description: 'Skripty hovorů: jejich obsah, štítky, verze a testovací hovory',
          actions: {
            view: 'Zobrazit',
            viewtags: 'Zobrazit štítky',
            edit: 'Upravit',
            revert: 'Vrátit',
            duplicate: 'Duplikovat',
            test: 'Testovací hovor',
          },
        },
        Campaign: {
          name: 'Kampaně',
          description: 'Odchozí kampaně, jejich schvalování a řízení',
          actions: {
            view: 'Zobrazit',
            create: 'Vytvořit',
            edit: 'Upravit',
            approve: 'Schválit',
            control: 'Spustit a zastavit',
          },
        },
        Component: {
          name: 'Komponenty',
          description: 'Znovupoužitelné části toků',
          actions: {
            view: 'Zobrazit',
            edit: 'Upravit',
            revert: 'Vrátit',
            duplicate: 'Duplikovat',
          },
        },
        DemoCall: {
          name: 'Ukázkové hovory',
          description: 'Předváděcí hovory',
          actions: {
            view: 'Zobrazit',
            edit: 'Upravit',
          },
        },
        DoNotCall: {
          name: 'Seznamy čísel, na která se nevolá',
          description: 'Čísla, na která kampaně nikdy nevolají',
          actions: {
            view: 'Zobrazit',
            edit: 'Upravit',
          },
        },
        Grammar: {
          name: 'Gramatiky',
          description: 'Gramatiky rozpoznávání řeči',
          actions: {
            view: 'Zobrazit',
            edit: 'Upravit',
            create: 'Vytvořit',
          },
        },
        InstanceOverview: {
          name: 'Přehled instancí',
          description: 'Instance platformy a jejich synchronizace',
          actions: {
            view: 'Zobrazit',
            sync: 'Synchronizovat',
          },
        },
        KnowledgeBase: {
          name: 'Znalostní báze',
          description: 'Dokumenty, ze kterých boti odpovídají',
          actions: {
            view: 'Zobrazit',
            edit: 'Upravit',
          },
        },
        Language: {
          name: 'Jazyky',
          description: 'Jazyky toků',
          actions: {
            view: 'Zobrazit',
            edit: 'Upravit',
          },
        },
        Line: {
          name: 'Linky',
          description: 'Telefonní linky, jejich fronty a nahrávky',
          actions: {
            view: 'Zobrazit',
            viewQueue: 'Zobrazit a upravit frontu',
            create: 'Vytvořit',
            edit: 'Upravit',
            delete: 'Odstranit',
            restart: 'Restartovat',
            downloadRecording: 'Stahovat nahrávky',
          },
        },
        Module: {
          name: 'Moduly',
          description: 'Telefonní moduly, které drží linky',
          actions: {
            view: 'Zobrazit',
            create: 'Vytvořit',
            edit: 'Upravit',
            delete: 'Odstranit',
            restart: 'Restartovat',
          },
        },
        NlpApi: {
          name: 'NLP',
          description: 'Datové sady, kategorie a modely porozumění jazyku',
          actions: {
            viewdataset: 'Zobrazit datové sady',
            viewcategory: 'Zobrazit kategorie',
            viewmodel: 'Zobrazit modely',
            editdataset: 'Upravit datové sady',
            editcategory: 'Upravit kategorie',
            editmodel: 'Upravit modely',
          },
        },
        OngoingConversations: {
          name: 'Probíhající konverzace',
          description: 'Probíhající hovory a chaty',
          actions: {
            view: 'Zobrazit',
            manage: 'Spravovat',
            listen: 'Odposlouchávat hovory',
            whisper: 'Našeptávat robotovi',
            barge: 'Vstupovat do hovorů',
          },
        },
        PackageManager: {
          name: 'Správce balíčků',
          description: 'Balíčky přenášející toky mezi instancemi',
          actions: {
            create: 'Vytvářet balíčky',
            install: 'Instalovat balíčky',
          },
        },
        Role: {
          name: 'Skupiny oprávnění',
          description: 'Role a jejich oprávnění',
          actions: {
            view: 'Zobrazit',
            edit: 'Upravit',
          },
        },
        Settings: {
          name: 'Nastavení',
          description: 'Motiv konzole',
          actions: {
            'modify-theme': 'Změnit motiv',
          },
        },
        Statistics: {
          name: 'Statistiky',
          description: 'Účtování, náklady a statistiky využití',
          actions: {
            viewbilling: 'Zobrazit účtování',
            viewcosts: 'Zobrazit náklady',
            view: 'Zobrazit',
            editbilling: 'Upravit účtování',
          },
        },
        SuspiciousEntities: {
          name: 'Podezřelé entity',
          description: 'Volající označení jako podezřelí',
          actions: {
            view: 'Zobrazit',
          },
        },
        Tag: {
          name: 'Štítky',
          description: 'Štítky seskupující toky',
          actions: {
            view: 'Zobrazit',
            edit: 'Upravit',
          },
        },
        Task: {
          name: 'Úlohy',
          description: 'Úlohy na pozadí, například exporty',
          actions: {
            view: 'Zobrazit',
          },
        },
        Tenant: {
          name: 'Tenanti',
          description: 'Zákazníci platformy a jejich nastavení',
          actions: {
            view: 'Zobrazit',
            create: 'Vytvořit',
            edit: 'Upravit',
          },
        },
        TenantValue: {
          name: 'Data tenanta',
          description: 'Hodnoty uložené pro každého tenanta',
          actions: {
            view: 'Zobrazit',
            edit: 'Upravit',
          },
        },
        TtsGenerator: {
          name: 'Generátor řeči',
          description: 'Převod textu na řeč',
          actions: {
            generate: 'Generovat',
          },
        },
        User: {
          name: 'Uživatelé',
          description: 'Účty, které se přihlašují do konzole',
          actions: {
            view: 'Zobrazit',
            edit: 'Upravit',
            create: 'Vytvořit',
            delete: 'Odstranit',
          },
        },
      },
    },
  },
};
