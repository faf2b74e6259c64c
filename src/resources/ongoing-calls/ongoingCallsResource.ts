import { defineResource } from '../defineResource';
import { namedReference } from '../namedReference';

const view = [{ area: 'OngoingConversations', action: 'view' }];

/**
 * Calls in progress on a line (`ongoing-calls/overview` of a line): shown only inside the line's detail, read from
 * `GET /administration/lines/{id}/ongoing-calls`, keyed by the conversation's guid.
 */
export const ongoingCallsResource = defineResource({
  name: 'ongoingCalls',
  route: 'administration/lines/:idLine/ongoing-calls',
  embedded: true,
  idField: 'guid',
  representation: 'guid',
  icon: 'phoneTalk',
  api: {
    list: { path: '/administration/lines/{idLine}/ongoing-calls' },
    get: { path: '/administration/lines/{idLine}/ongoing-calls/{id}' },
  },
  fields: [
    { source: 'guid', type: 'text' },
    { source: 'caller', type: 'phone' },
    { source: 'callee', type: 'phone' },
    ...namedReference('idCallScript', 'flows', 'flowName'),
    { source: 'started', type: 'datetime' },
    { source: 'duration', type: 'duration' },
    {
      source: 'state',
      type: 'enum',
      choices: ['ringing', 'talking', 'transferring'].map((value) => ({
        value,
        label: `resources.ongoingCalls.states.${value}`,
      })),
    },
  ],
  list: {
    columns: ['caller', 'callee', 'idCallScript', 'started', 'duration'],
    defaultSort: { field: 'started', order: 'DESC' },
    export: 'none',
  },
  permissions: { list: view, detail: view },
});
