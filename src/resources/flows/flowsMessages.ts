/** Fields both call-script resources (flows and components) show. */
export const scriptFieldMessages = {
  id: 'ID',
  name: 'Name',
  description: 'Description',
  idFolder: 'Folder',
  folderName: 'Folder',
  language: 'Language',
  idLanguage: 'Language',
  languageName: 'Language',
  version: 'Version',
  channels: 'Channels',
  processKind: 'Process kind',
  tags: 'Tags',
  tag: 'Tag',
  variables: 'Variables',
  createdBy: 'Created by',
  modifiedBy: 'Modified by',
  created: 'Created',
  modified: 'Modified',
  template: 'Starting template',
};

/** Actions both call-script resources offer. */
export const scriptActionMessages = {
  duplicate: 'Duplicate',
  duplicate_done: 'Copy created',
  revert: 'Revert to this version',
  revert_done: 'Reverted: a new version was created',
};

/** English texts of flows (`resources.flows.*`). */
export const flowsMessages = {
  fields: scriptFieldMessages,
  tabs: {
    overview: 'Overview',
    dialLogs: 'Dial logs',
    design: 'Design',
    history: 'History',
    relations: 'Relations',
    assets: 'Assets',
    usedInFlows: 'Used in flows',
  },
  sections: { subflows: 'Subflows' },
  tagInput: {
    createHint: 'Choose tags, or type a new name to create a tag',
    chooseHint: 'Choose from the tenant’s tags',
  },
  actions: {
    ...scriptActionMessages,
    tag: 'Tag',
    tag_done: 'Tags saved',
    moveToFolder: 'Move to folder',
    moveToFolder_done: 'Flows moved',
  },
};

const versionFields = {
  id: 'Version',
  version: 'Version',
  author: 'Author',
  created: 'Date',
  comment: 'Comment',
  tag: 'Tag',
  nodeCount: 'Nodes',
};

/** Fields of the embedded resources behind the history and the folder tree. */
export const embeddedScriptMessages = {
  flowVersions: { name: 'Version |||| Versions', fields: versionFields },
  flowVersionDiffs: { name: 'Difference |||| Differences', fields: { id: 'Versions' } },
  componentVersions: { name: 'Version |||| Versions', fields: versionFields },
  componentVersionDiffs: { name: 'Difference |||| Differences', fields: { id: 'Versions' } },
  flowFolders: {
    name: 'Folder |||| Folders',
    fields: { id: 'ID', name: 'Name', path: 'Folder', itemCount: 'Items' },
  },
  flowFoldersBreadcrumb: { name: 'Folder |||| Folders', fields: { id: 'ID', name: 'Name' } },
  flowTagOptions: { name: 'Tag |||| Tags', fields: { id: 'ID', name: 'Name', colour: 'Colour' } },
};
