import { defineResource } from '../defineResource';
import { namedReference } from '../namedReference';
import { campaignStatusActions } from './campaignStatusActions';
import { basicTab, contactsTab, dialerTab, prepareTab, scheduleTab, statusTab } from './campaignTabs';

const view = [{ area: 'Campaign', action: 'view' }];
const create = [{ area: 'Campaign', action: 'create' }];
const edit = [{ area: 'Campaign', action: 'edit' }];
const NAME_RULES = [{ name: 'required' as const }, { name: 'minLength' as const, n: 3 }];

/**
 * Campaigns (SPEC §2 "Campaigns"): the root folder at /campaigns, a folder at /campaigns/{idFolder} with the folder
 * tree beside the list; detail /campaigns/detail/{idCampaign} with one tab per part (basic as the overview, prepare,
 * dialer, contacts, schedule, status); create, duplicate, the move into a folder and the status workflow.
 */
export const campaignsResource = defineResource({
  name: 'campaigns',
  route: 'campaigns/:idFolder?',
  navigation: { path: '/campaigns' },
  representation: 'name',
  icon: 'campaigns',
  api: {
    list: { path: '/callbot/campaigns' },
    get: { path: '/callbot/campaigns/{id}' },
    create: { path: '/callbot/campaigns' },
  },
  search: ['name'],
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    { source: 'description', type: 'longText', sortable: false },
    { source: 'status', type: 'enum', enumeration: 'workStatus' },
    { source: 'targetKind', type: 'enum', enumeration: 'targetKind' },
    { source: 'billingMode', type: 'enum', enumeration: 'billingMode' },
    ...namedReference('idCallScript', 'flows', 'flowName'),
    {
      source: 'idFolder',
      type: 'reference',
      lookup: { path: '/callbot/campaign-folders', labelField: 'path' },
      labelSource: 'folderName',
      sortField: 'folderName',
      component: 'folderLink',
    },
    { source: 'folderName', type: 'text' },
    { source: 'startDate', type: 'date' },
    { source: 'endDate', type: 'date' },
    { source: 'contactCount', type: 'number' },
    { source: 'processed', type: 'number' },
    { source: 'progress', type: 'percent', scale: 1, sortable: true },
    { source: 'blockers', type: 'tags' },
    { source: 'plannable', type: 'boolean' },
    { source: 'createdBy', type: 'text' },
    { source: 'created', type: 'datetime' },
    { source: 'updated', type: 'datetime' },
  ],
  list: {
    columns: [
      'name',
      'status',
      'targetKind',
      'billingMode',
      'idCallScript',
      'startDate',
      'endDate',
      'progress',
    ],
    optionalColumns: ['id', 'idFolder', 'contactCount', 'createdBy', 'created', 'updated'],
    defaultSort: { field: 'updated', order: 'DESC' },
    filters: [
      { source: 'q', type: 'search' },
      { source: 'status', type: 'enum', alwaysOn: true },
      { source: 'startDate', type: 'dateRange', alwaysOn: true },
      { source: 'idCallScript', type: 'reference' },
    ],
    // The folder filter is the tree: the root holds the campaigns in no folder, a folder's route parameter replaces it.
    filter: { idFolder: 0 },
    routeFilters: { idFolder: 'idFolder' },
    aside: 'campaignFolders',
  },
  detail: {
    // Campaign ids are numbers (SPEC §2): any other id is no campaign, answered with the not-found page.
    idPattern: '^[0-9]+$',
    strictId: true,
    tabs: [basicTab, prepareTab, dialerTab, contactsTab, scheduleTab, statusTab],
  },
  form: {
    create: [
      { source: 'name', validate: NAME_RULES },
      { source: 'idFolder' },
      { source: 'idCallScript' },
      { source: 'targetKind', validate: [{ name: 'required' }], defaultValue: 0 },
      { source: 'billingMode', validate: [{ name: 'required' }], defaultValue: 2 },
    ],
  },
  actions: [
    ...campaignStatusActions(),
    {
      name: 'duplicate',
      scope: 'record',
      icon: 'copy',
      call: { path: '/callbot/campaigns/{id}/duplicate' },
      form: [{ source: 'name', validate: NAME_RULES }],
      onSuccess: 'openResult',
      resultPath: 'id',
      permissions: create,
    },
    {
      name: 'exportContacts',
      scope: 'record',
      icon: 'output',
      tab: 'contacts',
      // A background task writing the campaign's contacts as CSV; the finished task offers the file.
      call: { path: '/callbot/campaigns/{id}/contacts/export' },
      permissions: view,
    },
    {
      name: 'moveToFolder',
      scope: 'bulk',
      icon: 'output',
      call: { path: '/callbot/campaigns/bulk/move' },
      form: [{ source: 'idFolder', validate: [{ name: 'required' }] }],
      permissions: edit,
    },
  ],
  permissions: { list: view, detail: view, create, export: view },
});
