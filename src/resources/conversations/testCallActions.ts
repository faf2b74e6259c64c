import type { ActionInput } from '../schema/actionSchema';
import type { FieldInput } from '../field-types/fieldTypes';
import { E164_PATTERN } from '../../shared/phoneNumbers';

/** The inputs of a flow's test call, declared as fields of flows (never shown in its lists or tabs). */
export const flowTestCallFields: FieldInput[] = [
  { source: 'phoneNumber', type: 'phone' },
  // The flow's own `variables` are the names it uses; these are values for one call.
  { source: 'testVariables', type: 'json', sortable: false },
];

/**
 * "Test call" of a flow (SPEC §7): the platform calls the number as a background task; the finished task in the
 * bell opens the new conversation.
 */
export const flowTestCallAction: ActionInput = {
  name: 'testCall',
  scope: 'record',
  icon: 'phone',
  call: { path: '/designer/flows/{id}/test-call' },
  form: [
    { source: 'phoneNumber', validate: [{ name: 'required' }, { name: 'match', pattern: E164_PATTERN }] },
    { source: 'testVariables' },
  ],
  // Its own action (issue 11 "test actions behind their own actions").
  permissions: [{ area: 'CallScript', action: 'test' }],
};

/** A line's "live translate test call" (SPEC §7): a test caller rings the line, watched live in ongoing calls. */
export const lineTestCallAction: ActionInput = {
  name: 'liveTranslateTestCall',
  scope: 'record',
  icon: 'subtitles',
  call: { path: '/administration/lines/{id}/test-call' },
  confirm: true,
  permissions: [{ area: 'Line', action: 'edit' }],
};
