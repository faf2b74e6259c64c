import type { ActionInput } from '../schema/actionSchema';

/** A line's "live translate test call" (SPEC §7): a test caller rings the line, watched live in ongoing calls. */
export const lineTestCallAction: ActionInput = {
  name: 'liveTranslateTestCall',
  scope: 'record',
  icon: 'subtitles',
  call: { path: '/administration/lines/{id}/test-call' },
  confirm: true,
  permissions: [{ area: 'Line', action: 'edit' }],
};
