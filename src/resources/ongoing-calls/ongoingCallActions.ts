import type { ActionInput } from '../schema/actionSchema';
import { E164_PATTERN } from '../../shared/phoneNumbers';

const calls = (path: string) => `/administration/lines/{id}/ongoing-calls/{rowId}/${path}`;
// Changing a call is the area's manage action (issue 31.9); the server checks the same pair.
const permissions = [
  { area: 'OngoingConversations', action: 'view' },
  { area: 'OngoingConversations', action: 'manage' },
];

/**
 * Row actions of a line's ongoing calls (declared on the line, `{rowId}` is the call's guid): clean a stuck call,
 * and transfer it attended or blind to a number (SPEC §3 transfer modes).
 */
export const ongoingCallActions: ActionInput[] = [
  {
    name: 'cleanCall',
    scope: 'row',
    icon: 'callEnd',
    call: { path: calls('clean') },
    confirm: true,
    permissions,
  },
  {
    name: 'transferCall',
    scope: 'row',
    icon: 'transfer',
    call: { path: calls('transfer') },
    form: [
      { source: 'transferMode', validate: [{ name: 'required' }] },
      {
        source: 'transferNumber',
        validate: [{ name: 'required' }, { name: 'match', pattern: E164_PATTERN }],
      },
    ],
    permissions,
  },
];
