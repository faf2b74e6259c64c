import type { ActionInput } from '../schema/actionSchema';
import { E164_PATTERN } from '../../shared/phoneNumbers';
import { SUPERVISION_MODES } from '../../shared/wire/conversations';

const calls = (path: string) => `/administration/lines/{id}/ongoing-calls/{rowId}/${path}`;
const view = { area: 'OngoingConversations', action: 'view' };
// Changing a call is the area's manage action (issue 31.9); the server checks the same pair.
const permissions = [view, { area: 'OngoingConversations', action: 'manage' }];
const consulting = { field: 'state', equals: 'transferring' };

/**
 * Row actions of a line's ongoing calls (declared on the line, `{rowId}` is the call's guid): clean a stuck call,
 * transfer it attended or blind to a number (SPEC §3 transfer modes) and complete or end an attended transfer's
 * consultation; the supervisor's listen, whisper and barge (issue 34.2), each its own permission, confirmed when
 * it changes what the caller hears.
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
    visibleWhen: { not: consulting },
    permissions,
  },
  {
    name: 'completeTransfer',
    scope: 'row',
    icon: 'done',
    call: { path: calls('transfer/complete') },
    confirm: true,
    visibleWhen: consulting,
    permissions,
  },
  {
    name: 'returnTransfer',
    scope: 'row',
    icon: 'repeat',
    call: { path: calls('transfer/return') },
    visibleWhen: consulting,
    permissions,
  },
  ...SUPERVISION_MODES.map((mode): ActionInput => ({
    name: `${mode}Call`,
    scope: 'row',
    icon: mode === 'listen' ? 'hearing' : mode === 'whisper' ? 'voice' : 'agent',
    call: { path: calls(mode) },
    // Listening is silent; whispering and barging change what the bot or the caller hears.
    confirm: mode !== 'listen',
    permissions: [view, { area: 'OngoingConversations', action: mode }],
  })),
];

/** The supervisor and transfer-completion actions, offered on every call the user may change. */
export const SUPERVISOR_ACTION_NAMES = [
  'completeTransfer',
  'returnTransfer',
  ...SUPERVISION_MODES.map((mode) => `${mode}Call`),
];
