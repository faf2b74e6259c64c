import { WEEKDAYS } from '../../shared/campaignRules';
import { ENUMERATIONS } from '../../shared/enumerations';
import type { TabInput } from '../schema/tabSchema';
import { wholeInRange } from '../telephonyRules';

const edit = [{ area: 'Campaign', action: 'edit' }];
const part = (name: string) => `/callbot/campaigns/{id}/${name}`;

/** Part "basic" (the overview: `basic` redirects there): the campaign at a glance and its basic settings. */
export const basicTab: TabInput = {
  path: 'overview',
  sections: [
    {
      fields: [
        'status',
        'progress',
        'contactCount',
        'idFolder',
        'startDate',
        'endDate',
        'createdBy',
        'updated',
      ],
    },
    {
      title: 'resources.campaigns.sections.basic',
      source: {
        path: part('basic'),
        fields: [
          { source: 'name', type: 'text' },
          { source: 'description', type: 'longText' },
          // Names beside the ids (the part answers them), each a link to its record.
          { source: 'idCallScript', type: 'reference', reference: 'flows', labelSource: 'flowName' },
          { source: 'idLanguage', type: 'reference', reference: 'languages', labelSource: 'languageName' },
          { source: 'channels', type: 'flags', enumeration: 'channel' },
          { source: 'billingMode', type: 'enum', enumeration: 'billingMode' },
          { source: 'targetKind', type: 'enum', enumeration: 'targetKind' },
        ],
      },
      form: {
        inputs: [
          { source: 'name', validate: [{ name: 'required' }, { name: 'minLength', n: 3 }] },
          { source: 'description' },
          { source: 'idCallScript' },
          { source: 'idLanguage' },
          { source: 'channels', validate: [{ name: 'required' }] },
          { source: 'billingMode', validate: [{ name: 'required' }] },
          { source: 'targetKind', validate: [{ name: 'required' }] },
        ],
        permissions: edit,
      },
    },
  ],
};

/** Part "prepare": caller ids, lines, concurrency and retry rules. */
export const prepareTab: TabInput = {
  path: 'prepare',
  source: {
    path: part('prepare'),
    fields: [
      { source: 'callerIds', type: 'tags' },
      { source: 'lineIds', type: 'referenceList', reference: 'lines', labelSource: 'lineNames' },
      { source: 'concurrentCalls', type: 'number' },
      { source: 'maxAttempts', type: 'number' },
      { source: 'retryDelayMinutes', type: 'number', unit: 'framework.units.minutes' },
      { source: 'maxAttemptsPerNumber', type: 'number' },
      { source: 'retryPickedMinutes', type: 'number', unit: 'framework.units.minutes' },
      { source: 'retryErrorMinutes', type: 'number', unit: 'framework.units.minutes' },
    ],
  },
  form: {
    inputs: [
      // Each caller id is checked by the API (E.164, SPEC §5 'Value not match').
      { source: 'callerIds' },
      { source: 'lineIds' },
      { source: 'concurrentCalls', validate: wholeInRange(1, 100) },
      { source: 'maxAttempts', validate: wholeInRange(1, 10) },
      { source: 'retryDelayMinutes', validate: wholeInRange(5, 1440) },
      { source: 'maxAttemptsPerNumber', validate: wholeInRange(1, 20) },
      { source: 'retryPickedMinutes', validate: wholeInRange(0, 1440) },
      { source: 'retryErrorMinutes', validate: wholeInRange(0, 1440) },
    ],
    permissions: edit,
  },
};

/**
 * Part "dialer" (issue 35.1): the mode, the agents it paces for, calls per free agent (or per line, agentless), the
 * most abandoned calls predictive dialling may cause, and the do-not-call lists checked before every call. The
 * lines and caller ids it dials from are the prepare part's.
 */
export const dialerTab: TabInput = {
  path: 'dialer',
  source: {
    path: part('dialer'),
    fields: [
      { source: 'mode', type: 'enum', enumeration: 'dialerMode' },
      { source: 'agents', type: 'number' },
      { source: 'pacing', type: 'number' },
      { source: 'maxAbandonRate', type: 'number' },
      {
        source: 'doNotCallListIds',
        type: 'referenceList',
        reference: 'doNotCallLists',
        labelSource: 'doNotCallListNames',
      },
    ],
  },
  form: {
    inputs: [
      { source: 'mode', validate: [{ name: 'required' }] },
      { source: 'agents', validate: wholeInRange(0, 1000) },
      { source: 'pacing', validate: wholeInRange(1, 10) },
      { source: 'maxAbandonRate', validate: wholeInRange(0, 20) },
      { source: 'doNotCallListIds' },
    ],
    permissions: edit,
  },
};

/** Part "contacts": the import (a background task with its report), the export and the contacts themselves. */
export const contactsTab: TabInput = {
  path: 'contacts',
  sections: [
    { component: 'campaignContactsImport' },
    { related: [{ resource: 'campaignContacts', target: 'idCampaign', perPage: 25 }] },
  ],
};

const openingTimes = WEEKDAYS.flatMap((day) => [`${day}From`, `${day}To`]);

/** Part "schedule": the first and last day, the time zone and the opening times of each weekday (HH:MM). */
export const scheduleTab: TabInput = {
  path: 'schedule',
  source: {
    path: part('schedule'),
    fields: [
      { source: 'startDate', type: 'date' },
      { source: 'endDate', type: 'date' },
      { source: 'timeZone', type: 'text' },
      ...openingTimes.map((source) => ({ source, type: 'text' as const })),
    ],
  },
  form: {
    inputs: [
      { source: 'startDate', validate: [{ name: 'optionalDate' }] },
      { source: 'endDate', validate: [{ name: 'optionalDate' }] },
      { source: 'timeZone', validate: [{ name: 'required' }] },
      ...openingTimes.map((source) => ({ source, validate: [{ name: 'optionalTime' as const }] })),
    ],
    permissions: edit,
  },
};

/** Part "status": the current status, what blocks planning (the validation call) and the history of changes. */
export const statusTab: TabInput = {
  path: 'status',
  sections: [
    { fields: ['status', 'progress', 'processed', 'contactCount'] },
    {
      title: 'resources.campaigns.sections.contactStates',
      source: {
        path: part('contact-states'),
        fields: ENUMERATIONS.contactState.values.map(({ key }) => ({ source: key, type: 'number' as const })),
      },
    },
    {
      title: 'resources.campaigns.sections.validation',
      source: {
        path: part('validation'),
        fields: [
          { source: 'valid', type: 'boolean' },
          { source: 'blockers', type: 'tags' },
        ],
      },
    },
    {
      related: [
        {
          resource: 'campaignStatusChanges',
          target: 'idCampaign',
          perPage: 25,
          label: 'resources.campaigns.sections.history',
        },
      ],
    },
  ],
};
