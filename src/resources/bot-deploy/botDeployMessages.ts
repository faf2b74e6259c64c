/** English texts of bot deploy (`resources.botDeploy*.*` and the overview page's `app.botDeploy.*`). */
export const botDeployModulesMessages = {
  fields: {
    id: 'ID',
    name: 'Module',
    server: 'Server',
    serverStatus: 'Server status',
    configuration: 'Configuration',
    version: 'Version',
    status: 'State',
    replicas: 'Replicas',
    updated: 'Changed',
  },
  tabs: { overview: 'Overview' },
  status: { running: 'Running', stopped: 'Stopped', failed: 'Failed', deploying: 'Deploying' },
  serverStatus: { online: 'Online', offline: 'Offline', maintenance: 'Maintenance' },
  actions: {
    deploy: 'Deploy',
    deploy_done: 'Deployment started: follow it in the tasks',
    restart: 'Restart',
    restart_confirm: 'Restart this module on its server? Conversations it handles are dropped.',
    restart_done: 'Restart started: follow it in the tasks',
  },
};

export const botDeployServersMessages = {
  fields: {
    name: 'Server',
    host: 'Host',
    region: 'Region',
    status: 'Status',
    cpuCores: 'CPU cores',
    memoryMb: 'Memory (MB)',
    moduleCount: 'Modules',
    runningCount: 'Running',
    created: 'Created',
  },
  tabs: { overview: 'Overview' },
  deployments: 'Modules on this server',
};

export const botDeployConfigurationsMessages = {
  fields: {
    name: 'Configuration',
    description: 'Description',
    pending: 'Changed since deployment',
    moduleCount: 'Modules',
    deployed: 'Deployed',
    updated: 'Changed',
  },
  tabs: { overview: 'Overview' },
  editor: {
    title: 'Content',
    label: 'Configuration (JSON)',
    save: 'Save',
    saved: 'Configuration saved; deploy a module to apply it',
    undo: 'Undo changes',
    valid: 'Valid configuration',
    diff: 'Difference to the deployed version',
    no_diff: 'The content is the deployed version.',
    never_deployed: 'Never deployed.',
  },
};

export const botDeployPageMessages = {
  title: 'Bot deploy',
  tabs: { modules: 'Modules', servers: 'Servers', configurations: 'Configurations' },
};
