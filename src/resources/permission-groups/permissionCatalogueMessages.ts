/**
 * English names of the platform's permission areas and actions (`resources.permissionGroups.catalogue.*`), with a
 * short description per area: the editor shows these and the code in small print. A code without a text is shown
 * as it is.
 */
export const permissionCatalogueMessages = {
  AccessManagement: {
    name: 'Access management',
    description: 'Tariffs, roles, accounts, agent control and switching tenants',
    actions: {
      viewtariff: 'View tariffs',
      viewrole: 'View roles',
      viewaccount: 'View accounts',
      viewAgentControl: 'View agent control',
      tenantContextSwitching: 'Switch tenant',
    },
  },
  Auditlog: { name: 'Audit log', description: 'Who changed what, and when', actions: { view: 'View' } },
  BotDeploy: {
    name: 'Bot deploy',
    description: 'Modules, servers and configurations of deployed bots',
    actions: {
      moduleview: 'View modules',
      serverview: 'View servers',
      configview: 'View configurations',
      deploy: 'Deploy',
      configedit: 'Edit configurations',
    },
  },
  CallScript: {
    name: 'Flows',
    description: 'Call scripts: their content, tags, versions and test calls',
    actions: {
      view: 'View',
      viewtags: 'View tags',
      edit: 'Edit',
      revert: 'Revert',
      duplicate: 'Duplicate',
      test: 'Test call',
    },
  },
  Campaign: {
    name: 'Campaigns',
    description: 'Outbound campaigns and their approval and control',
    actions: { view: 'View', create: 'Create', edit: 'Edit', approve: 'Approve', control: 'Start and stop' },
  },
  Component: {
    name: 'Components',
    description: 'Reusable parts of flows',
    actions: { view: 'View', edit: 'Edit', revert: 'Revert', duplicate: 'Duplicate' },
  },
  DemoCall: {
    name: 'Demo calls',
    description: 'Demonstration calls',
    actions: { view: 'View', edit: 'Edit' },
  },
  DoNotCall: {
    name: 'Do-not-call lists',
    description: 'Numbers campaigns never call',
    actions: { view: 'View', edit: 'Edit' },
  },
  Grammar: {
    name: 'Grammars',
    description: 'Speech recognition grammars',
    actions: { view: 'View', edit: 'Edit', create: 'Create' },
  },
  InstanceOverview: {
    name: 'Instance overview',
    description: 'Platform instances and their synchronisation',
    actions: { view: 'View', sync: 'Synchronise' },
  },
  KnowledgeBase: {
    name: 'Knowledge bases',
    description: 'Documents bots answer from',
    actions: { view: 'View', edit: 'Edit' },
  },
  Language: { name: 'Languages', description: 'Languages of flows', actions: { view: 'View', edit: 'Edit' } },
  Line: {
    name: 'Lines',
    description: 'Telephone lines, their queues and recordings',
    actions: {
      view: 'View',
      viewQueue: 'View and edit the queue',
      create: 'Create',
      edit: 'Edit',
      delete: 'Remove',
      restart: 'Restart',
      downloadRecording: 'Download recordings',
    },
  },
  Module: {
    name: 'Modules',
    description: 'Telephony modules holding lines',
    actions: { view: 'View', create: 'Create', edit: 'Edit', delete: 'Remove', restart: 'Restart' },
  },
  NlpApi: {
    name: 'NLP',
    description: 'Datasets, categories and models of language understanding',
    actions: {
      viewdataset: 'View datasets',
      viewcategory: 'View categories',
      viewmodel: 'View models',
      editdataset: 'Edit datasets',
      editcategory: 'Edit categories',
      editmodel: 'Edit models',
    },
  },
  OngoingConversations: {
    name: 'Ongoing conversations',
    description: 'Calls and chats in progress',
    actions: {
      view: 'View',
      manage: 'Manage',
      listen: 'Listen to calls',
      whisper: 'Whisper to the bot',
      barge: 'Barge into calls',
    },
  },
  PackageManager: {
    name: 'Package manager',
    description: 'Packages moving flows between instances',
    actions: { create: 'Create packages', install: 'Install packages' },
  },
  Role: {
    name: 'Permission groups',
    description: 'Roles and their permissions',
    actions: { view: 'View', edit: 'Edit' },
  },
  Settings: {
    name: 'Settings',
    description: 'The console theme',
    actions: { 'modify-theme': 'Change the theme' },
  },
  Statistics: {
    name: 'Statistics',
    description: 'Billing, costs and usage statistics',
    actions: {
      viewbilling: 'View billing',
      viewcosts: 'View costs',
      view: 'View',
      editbilling: 'Edit billing',
    },
  },
  SuspiciousEntities: {
    name: 'Suspicious entities',
    description: 'Callers flagged as suspicious',
    actions: { view: 'View' },
  },
  Tag: { name: 'Tags', description: 'Tags that group flows', actions: { view: 'View', edit: 'Edit' } },
  Task: { name: 'Tasks', description: 'Background tasks such as exports', actions: { view: 'View' } },
  Tenant: {
    name: 'Tenants',
    description: 'Customers of the platform and their settings',
    actions: { view: 'View', create: 'Create', edit: 'Edit' },
  },
  TenantValue: {
    name: 'Tenant data',
    description: 'Values stored per tenant',
    actions: { view: 'View', edit: 'Edit' },
  },
  TtsGenerator: {
    name: 'Speech generator',
    description: 'Text to speech',
    actions: { generate: 'Generate' },
  },
  User: {
    name: 'Users',
    description: 'Accounts that sign in to the console',
    actions: { view: 'View', edit: 'Edit', create: 'Create', delete: 'Remove' },
  },
};
