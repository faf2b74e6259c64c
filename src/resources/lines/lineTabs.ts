import type { TabInput } from '../schema/tabSchema';
import { E164_PATTERN } from '../../shared/phoneNumbers';
import { wholeInRange } from '../telephonyRules';

const lineEdit = [{ area: 'Line', action: 'edit' }];
const settings = (path: string) => `/administration/lines/{id}/${path}`;

/** `ongoing-calls`: the calls in progress and their configuration (SPEC §2; `OngoingConversations/view`). */
export const ongoingCallsTab: TabInput = {
  path: 'ongoing-calls',
  permissions: [{ area: 'OngoingConversations', action: 'view' }],
  // Hidden with the application configuration's `ongoingConversations: false`.
  feature: 'ongoingConversations',
  children: [
    // Live: calls appear, change and disappear with the hub's CallChanged/CallRemoved, durations tick.
    { path: 'overview', component: 'ongoingCallsBoard' },
    {
      path: 'configuration',
      source: {
        path: settings('ongoing-calls/configuration'),
        fields: [
          { source: 'liveTranscription', type: 'enum', choices: liveTranscriptionChoices() },
          { source: 'transferMode', type: 'enum', enumeration: 'transferMode' },
          { source: 'transferNumber', type: 'phone' },
          { source: 'maxChannels', type: 'number' },
        ],
      },
      form: {
        inputs: [
          { source: 'liveTranscription', validate: wholeInRange(0, 2) },
          { source: 'transferMode' },
          { source: 'transferNumber', validate: [{ name: 'match', pattern: E164_PATTERN }] },
          { source: 'maxChannels', validate: wholeInRange(1, 1000) },
        ],
        permissions: lineEdit,
      },
    },
  ],
};

function liveTranscriptionChoices() {
  return [0, 1, 2].map((value) => ({ value, label: `resources.lines.liveTranscription.${value}` }));
}

/** `advanced`: monitoring (with the recommended values), queue (`Line/viewQueue`) and post-call analytics. */
export const advancedTab: TabInput = {
  path: 'advanced',
  children: [
    {
      path: 'monitoring',
      source: {
        path: settings('monitoring'),
        fields: [
          { source: 'monitoring', type: 'boolean' },
          { source: 'maxFailedCalls', type: 'number' },
          { source: 'alertEmail', type: 'email' },
        ],
      },
      form: {
        inputs: [
          { source: 'monitoring' },
          { source: 'maxFailedCalls', validate: wholeInRange(1, 100) },
          { source: 'alertEmail', validate: [{ name: 'email' }] },
        ],
        permissions: lineEdit,
        suggest: {
          path: settings('recommended-monitoring'),
          label: 'resources.lines.actions.recommendedMonitoring',
        },
      },
    },
    {
      path: 'queue',
      permissions: [{ area: 'Line', action: 'viewQueue' }],
      source: {
        path: settings('queue'),
        fields: [
          { source: 'queueSize', type: 'number', unit: 'framework.units.calls' },
          { source: 'maxWaitSeconds', type: 'duration' },
          { source: 'announcePosition', type: 'boolean' },
          // The operations wallboard's target: "X% answered within Y s" (issue 34.1).
          { source: 'serviceLevelPercent', type: 'number' },
          { source: 'serviceLevelSeconds', type: 'number', unit: 'framework.units.seconds' },
        ],
      },
      form: {
        inputs: [
          { source: 'queueSize', validate: wholeInRange(0, 100) },
          {
            source: 'maxWaitSeconds',
            validate: wholeInRange(0, 3600),
          },
          { source: 'announcePosition' },
          { source: 'serviceLevelPercent', validate: wholeInRange(1, 100) },
          { source: 'serviceLevelSeconds', validate: wholeInRange(1, 3600) },
        ],
        permissions: lineEdit,
      },
    },
    {
      path: 'postcall-analytics',
      source: {
        path: settings('postcall-analytics'),
        fields: [
          { source: 'enabled', type: 'boolean' },
          { source: 'summary', type: 'boolean' },
          { source: 'sentiment', type: 'boolean' },
          { source: 'keywords', type: 'tags' },
        ],
      },
      form: {
        inputs: [
          { source: 'enabled' },
          { source: 'summary' },
          { source: 'sentiment' },
          { source: 'keywords' },
        ],
        permissions: lineEdit,
      },
    },
  ],
};

/** `statistics`: calls per day by result over a date range, with the period's totals. */
export const statisticsTab: TabInput = {
  path: 'statistics',
  chart: {
    source: { path: settings('statistics') },
    dateRange: { defaultDays: 30 },
    chart: {
      kind: 'bar',
      x: { source: 'date', type: 'date' },
      series: [
        { source: 'listenedToEnd', stack: 'calls', label: 'enums.callResult.LISTENED_TO_END' },
        { source: 'picked', stack: 'calls', label: 'enums.callResult.PICKED' },
        { source: 'notPicked', stack: 'calls', label: 'enums.callResult.NOT_PICKED' },
        { source: 'error', stack: 'calls', label: 'enums.callResult.ERROR' },
      ],
      totalsPath: 'totals',
      totals: ['calls', 'minutes', 'listenedToEnd', 'picked', 'notPicked', 'error'],
    },
  },
};
