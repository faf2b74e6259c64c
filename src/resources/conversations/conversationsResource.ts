import { defineResource } from '../defineResource';
import { debugTab } from '../diagnostics/debugTab';
import { namedReference } from '../namedReference';

const view = [{ area: 'Line', action: 'view' }];
const calls = (path = '') => `/calls-management/conversations/{id}${path}`;

/**
 * Conversation details (SPEC §2 `administration/conversation-details/{guid}` with `?fullConversations=`): the
 * timeline with a recording player in sync (a registered component), the variables collected (data), the flow
 * version that ran (source) and the error events (errors); the recording as a download. The list is SPEC §7's
 * "lists: conversations", searched by text when the application configuration's `fullText` is on.
 */
export const conversationsResource = defineResource({
  name: 'conversations',
  route: 'administration/conversation-details',
  idField: 'guid',
  representation: 'caller',
  icon: 'call',
  feature: 'conversations',
  api: {
    list: { path: '/calls-management/conversations' },
    get: { path: calls() },
  },
  search: [{ field: 'guid', match: 'exact' }],
  fields: [
    { source: 'guid', type: 'text' },
    { source: 'started', type: 'datetime' },
    { source: 'ended', type: 'datetime' },
    { source: 'duration', type: 'duration' },
    { source: 'result', type: 'enum', enumeration: 'callResult' },
    { source: 'processKind', type: 'enum', enumeration: 'processKind' },
    { source: 'caller', type: 'phone' },
    { source: 'callee', type: 'phone' },
    ...namedReference('idLine', 'lines', 'lineName'),
    ...namedReference('idCallScript', 'flows', 'flowName'),
    { source: 'language', type: 'text' },
    { source: 'tenantName', type: 'text' },
    { source: 'idDialLog', type: 'number' },
    // The first matching turn of a transcript search (issue 34.4), its words highlighted.
    { source: 'snippet', type: 'snippet', sortable: false },
  ],
  list: {
    columns: ['started', 'caller', 'callee', 'result', 'duration', 'idCallScript', 'idLine', 'snippet'],
    optionalColumns: ['processKind', 'ended', 'language', 'tenantName', 'guid'],
    defaultSort: { field: 'started', order: 'DESC' },
    filters: [
      // The words of the transcripts; needs the platform's full text (application configuration `fullText`).
      { source: 'q', type: 'search', feature: 'fullText' },
      { source: 'started', type: 'dateRange', alwaysOn: true },
      { source: 'idLine', type: 'reference' },
      { source: 'idCallScript', type: 'reference' },
      { source: 'result', type: 'enum', alwaysOn: true },
    ],
    export: 'none',
  },
  detail: {
    route: ':id',
    // Old numeric links (`conversation-details/{id}`, the dial log's id) move to the guid route (SPEC §7 guid to id).
    idPattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
    aliasLookup: { path: '/calls-management/conversations/id-to-guid/{id}', idPath: 'guid' },
    tabs: [
      { path: 'timeline', component: 'conversationTimeline' },
      {
        path: 'data',
        related: [
          { resource: 'conversationVariables', target: 'guid', apiPath: calls('/variables'), perPage: 100 },
        ],
      },
      {
        path: 'source',
        source: {
          path: calls('/source'),
          fields: [
            { source: 'flowName', type: 'text', link: '/flows/detail/{idCallScript}/history' },
            { source: 'version', type: 'number' },
            { source: 'created', type: 'datetime' },
            { source: 'comment', type: 'longText' },
            { source: 'content', type: 'json' },
          ],
        },
      },
      {
        path: 'errors',
        related: [{ resource: 'conversationErrors', target: 'guid', apiPath: calls('/errors'), perPage: 50 }],
      },
      debugTab,
    ],
  },
  actions: [
    {
      name: 'recording',
      scope: 'record',
      icon: 'audio',
      call: { method: 'GET', path: calls('/recording') },
      onSuccess: 'download',
      // Its own permission (SPEC §7 "record downloads"); the timeline's player needs it too.
      permissions: [{ area: 'Line', action: 'downloadRecording' }],
    },
  ],
  permissions: { list: view, detail: view },
});
