/** Czech texts of the bot-deploy area (same keys as its manifest's English `messages`). */
export const botDeployCs = {
  app: {
    botDeploy: {
      title: 'Nasazení botů',
      tabs: {
        modules: 'Moduly',
        servers: 'Servery',
        configurations: 'Konfigurace',
      },
    },
  },
  resources: {
    botDeployModules: {
      name: 'Modul |||| Moduly |||| Modulů',
      fields: {
        id: 'ID',
        name: 'Modul',
        server: 'Server',
        serverStatus: 'Stav serveru',
        configuration: 'Konfigurace',
        version: 'Verze',
        status: 'Stav',
        replicas: 'Repliky',
        updated: 'Změněno',
      },
      tabs: {
        overview: 'Přehled',
      },
      status: {
        running: 'Běží',
        stopped: 'Zastaven',
        failed: 'Selhal',
        deploying: 'Nasazuje se',
      },
      serverStatus: {
        online: 'Online',
        offline: 'Offline',
        maintenance: 'Údržba',
      },
      actions: {
        deploy: 'Nasadit',
        deploy_done: 'Nasazení zahájeno: sledujte je v úlohách',
        restart: 'Restartovat',
        restart_confirm: 'Restartovat tento modul na jeho serveru? Konverzace, které obsluhuje, se přeruší.',
        restart_done: 'Restart zahájen: sledujte jej v úlohách',
      },
    },
    botDeployServers: {
      name: 'Server |||| Servery |||| Serverů',
      fields: {
        name: 'Server',
        host: 'Hostitel',
        region: 'Region',
        status: 'Stav',
        cpuCores: 'Jádra CPU',
        memoryMb: 'Paměť (MB)',
        moduleCount: 'Moduly',
        runningCount: 'Běžící',
        created: 'Vytvořeno',
      },
      tabs: {
        overview: 'Přehled',
      },
      deployments: 'Moduly na tomto serveru',
    },
    botDeployConfigurations: {
      name: 'Konfigurace |||| Konfigurace |||| Konfigurací',
      fields: {
        name: 'Konfigurace',
        description: 'Popis',
        pending: 'Změněno od nasazení',
        moduleCount: 'Moduly',
        deployed: 'Nasazeno',
        updated: 'Změněno',
      },
      tabs: {
        overview: 'Přehled',
      },
      editor: {
        title: 'Obsah',
        label: 'Konfigurace (JSON)',
        save: 'Uložit',
        saved: 'Konfigurace uložena; pro použití nasaďte modul',
        undo: 'Vrátit změny',
        valid: 'Platná konfigurace',
        diff: 'Rozdíl oproti nasazené verzi',
        no_diff: 'Obsah je nasazená verze.',
        never_deployed: 'Nikdy nenasazeno.',
      },
    },
  },
};
