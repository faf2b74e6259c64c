import { defineResource } from '../defineResource';

// Embedded resources still get a react-admin route (`{route}/*`, showing nothing): theirs must never shadow a page,
// so they live beside the conversation details, not under them.

const view = [{ area: 'Line', action: 'view' }];

/** The variables collected during a call (the conversation's `data` tab), as a table of names and values. */
export const conversationVariablesResource = defineResource({
  name: 'conversationVariables',
  route: 'administration/conversation-variables/:guid',
  embedded: true,
  representation: 'name',
  api: {
    list: { path: '/calls-management/conversations/{guid}/variables' },
    get: { path: '/calls-management/conversations/{guid}/variables/{id}' },
  },
  fields: [
    { source: 'id', type: 'text' },
    { source: 'guid', type: 'text' },
    { source: 'name', type: 'text' },
    { source: 'value', type: 'longText', sortable: false },
  ],
  list: {
    columns: ['name', 'value'],
    defaultSort: { field: 'name', order: 'ASC' },
    rowClick: 'none',
    export: 'none',
  },
  permissions: { list: view, detail: view },
});

/** The error and warning events of a conversation (its `errors` tab) with their details. */
export const conversationErrorsResource = defineResource({
  name: 'conversationErrors',
  route: 'administration/conversation-errors/:guid',
  embedded: true,
  representation: 'text',
  api: {
    list: { path: '/calls-management/conversations/{guid}/errors' },
    get: { path: '/calls-management/conversations/{guid}/errors/{id}' },
  },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'guid', type: 'text' },
    { source: 'time', type: 'datetime' },
    { source: 'type', type: 'enum', enumeration: 'flowEventType' },
    { source: 'text', type: 'text' },
    { source: 'data', type: 'json', sortable: false },
  ],
  list: {
    columns: ['time', 'type', 'text', 'data'],
    defaultSort: { field: 'time', order: 'ASC' },
    rowClick: 'none',
    export: 'none',
  },
  permissions: { list: view, detail: view },
});

/**
 * A conversation's timeline as one record (`{ guid, items, conversations }`): `view` is `events` (its own) or
 * `full-events` (with the linked conversations, SPEC `fullConversations=true`), passed as a route parameter.
 */
export const conversationTimelinesResource = defineResource({
  name: 'conversationTimelines',
  route: 'administration/conversation-timelines/:view',
  embedded: true,
  idField: 'guid',
  representation: 'guid',
  api: {
    // Read one at a time only (getOne); there is no list of timelines.
    list: { path: '/calls-management/conversations/{view}' },
    get: { path: '/calls-management/conversations/{id}/{view}' },
  },
  fields: [
    { source: 'guid', type: 'text' },
    { source: 'total', type: 'number' },
  ],
  list: {
    columns: ['guid'],
    defaultSort: { field: 'guid', order: 'ASC' },
    rowClick: 'none',
    export: 'none',
  },
  permissions: { list: view, detail: view },
});
