import type { ActionInput } from '../schema/actionSchema';

/**
 * Places a demo call: the prospect's number rings the demo line and the demo call's flow answers (a background task
 * in the bell, linking to the conversation). `{id}` on the demo call, `{rowId}` in its group's list.
 */
export const placeDemoCall = (id: '{id}' | '{rowId}'): ActionInput => ({
  name: 'placeDemoCall',
  scope: 'record',
  icon: 'call',
  call: { path: `/demo-call/calls/${id}/call` },
  confirm: true,
  permissions: [{ area: 'DemoCall', action: 'edit' }],
});
