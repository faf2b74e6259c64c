import { defineResource } from '../defineResource';
import { folderResources } from '../folders/folderResources';

const view = [{ area: 'Campaign', action: 'view' }];
const edit = [{ area: 'Campaign', action: 'edit' }];

/** The folder tree of campaigns: `/api/callbot/campaign-folders`, folders open at `/campaigns/{idFolder}`. */
export const campaignFolderResources = folderResources({
  name: 'campaignFolders',
  basePath: '/callbot/campaign-folders',
  area: 'Campaign',
});

/**
 * A campaign's contacts, on its contacts tab. `import` (to `{id}`, the campaign) is the call of the import control
 * there (the CSV file's name and text): no button of its own, as this resource has no pages.
 */
export const campaignContactsResource = defineResource({
  name: 'campaignContacts',
  route: 'campaigns-contacts',
  embedded: true,
  representation: 'phone',
  icon: 'person',
  api: {
    list: { path: '/callbot/campaign-contacts' },
    get: { path: '/callbot/campaign-contacts/{id}' },
  },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'phone', type: 'phone' },
    { source: 'firstname', type: 'text' },
    { source: 'lastname', type: 'text' },
    { source: 'email', type: 'email' },
    { source: 'timeZone', type: 'text' },
    { source: 'state', type: 'enum', enumeration: 'contactState' },
    { source: 'attempts', type: 'number' },
    { source: 'lastResult', type: 'enum', enumeration: 'callResult' },
    { source: 'waitReason', type: 'enum', enumeration: 'waitReason' },
    { source: 'nextAllowedAt', type: 'datetime' },
    { source: 'created', type: 'datetime' },
  ],
  list: {
    // The state, why a contact waits and when it may be called next (its calling window, its retry).
    columns: ['phone', 'firstname', 'lastname', 'state', 'attempts', 'waitReason', 'nextAllowedAt'],
    optionalColumns: ['email', 'lastResult', 'timeZone'],
    defaultSort: { field: 'id', order: 'ASC' },
    // Always on: the contacts tab's related list shows it above the rows.
    filters: [
      { source: 'q', type: 'search', alwaysOn: true },
      { source: 'state', type: 'enum', alwaysOn: true },
    ],
    export: 'none',
  },
  actions: [
    {
      name: 'import',
      scope: 'record',
      icon: 'input',
      call: { method: 'POST', path: '/callbot/campaigns/{id}/contacts/import' },
      onSuccess: 'showResult',
      resultPath: 'id',
      permissions: edit,
    },
  ],
  permissions: { list: view, detail: view },
});

/** A contacts import and its report, read by the import control while the task runs. */
export const campaignContactImportsResource = defineResource({
  name: 'campaignContactImports',
  route: 'campaigns-contact-imports',
  embedded: true,
  representation: 'fileName',
  api: {
    list: { path: '/callbot/campaign-contact-imports' },
    get: { path: '/callbot/campaign-contact-imports/{id}' },
  },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'fileName', type: 'text' },
    { source: 'status', type: 'enum', enumeration: 'taskStatus' },
    { source: 'imported', type: 'number' },
    { source: 'rejected', type: 'number' },
    { source: 'failure', type: 'text' },
    { source: 'errors', type: 'json' },
  ],
  list: {
    columns: ['fileName', 'status', 'imported', 'rejected'],
    defaultSort: { field: 'id', order: 'DESC' },
    export: 'none',
  },
  permissions: { list: view, detail: view },
});

/** The status changes of a campaign (who and when), on its status tab. */
export const campaignStatusChangesResource = defineResource({
  name: 'campaignStatusChanges',
  route: 'campaigns-status-changes',
  embedded: true,
  representation: 'id',
  api: {
    list: { path: '/callbot/campaign-status-changes' },
    get: { path: '/callbot/campaign-status-changes/{id}' },
  },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'fromStatus', type: 'enum', enumeration: 'workStatus' },
    { source: 'toStatus', type: 'enum', enumeration: 'workStatus' },
    { source: 'changedBy', type: 'text' },
    { source: 'created', type: 'datetime' },
  ],
  list: {
    columns: ['created', 'fromStatus', 'toStatus', 'changedBy'],
    defaultSort: { field: 'created', order: 'DESC' },
    export: 'none',
  },
  permissions: { list: view, detail: view },
});
