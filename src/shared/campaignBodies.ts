import { WEEKDAYS, WORK_STATUSES } from './campaignRules';
import { ENUMERATIONS } from './enumerations';
import { E164_PATTERN } from './phoneNumbers';
import {
  choiceOf,
  ID_FIELD,
  LONG_TEXT_MAX,
  NAME_MAX,
  TEXT_MAX,
  type BodySchema,
  type FieldSchema,
} from './validation/bodySchema';

/** Most caller ids and lines one campaign may use. */
export const MAX_CAMPAIGN_CALLER_IDS = 100;
export const MAX_CAMPAIGN_LINES = 100;
/** Largest contacts file (its CSV text), in characters. */
export const MAX_CONTACT_FILE_CHARS = 900_000;
/** Longest IANA time-zone name (`America/Argentina/ComodRivadavia` is 32). */
const TIME_ZONE_MAX = 64;
/** All channel flags together (VOICE 1 + CHAT 2 + RPA 4). */
const ALL_CHANNELS = ENUMERATIONS.channel.values.reduce((sum, item) => sum + Number(item.value), 0);

/** E.164 numbers (`+420601234567`): SPEC §5 "Value not match" otherwise. */
const PHONE: FieldSchema = { kind: 'text', max: 16, pattern: new RegExp(E164_PATTERN) };

/**
 * The bodies of the campaign write calls (issue 31.5). The console's forms of these parts declare their SPEC §5 rules
 * in `src/resources/campaigns/campaignTabs.ts`; these add what a form cannot get wrong but a caller can: exact types,
 * choices by value, real days and bounded texts and lists.
 */
export const CAMPAIGN_CREATE_BODY: BodySchema = {
  name: { kind: 'text', max: NAME_MAX, required: true },
  idFolder: { kind: 'integer', min: 0, max: Number.MAX_SAFE_INTEGER },
  idCallScript: ID_FIELD,
  targetKind: choiceOf(ENUMERATIONS.targetKind),
  billingMode: choiceOf(ENUMERATIONS.billingMode),
};

export const CAMPAIGN_DUPLICATE_BODY: BodySchema = {
  name: { kind: 'text', max: NAME_MAX, required: true },
};

export const CAMPAIGN_BASIC_BODY: BodySchema = {
  name: { kind: 'text', max: NAME_MAX, required: true },
  description: { kind: 'text', max: LONG_TEXT_MAX },
  idCallScript: ID_FIELD,
  idLanguage: ID_FIELD,
  channels: { kind: 'integer', min: 1, max: ALL_CHANNELS, required: true },
  billingMode: choiceOf(ENUMERATIONS.billingMode, true),
  targetKind: choiceOf(ENUMERATIONS.targetKind, true),
};

export const CAMPAIGN_PREPARE_BODY: BodySchema = {
  callerIds: { kind: 'list', of: PHONE, max: MAX_CAMPAIGN_CALLER_IDS },
  lineIds: { kind: 'list', of: ID_FIELD, max: MAX_CAMPAIGN_LINES },
  concurrentCalls: { kind: 'integer', min: 1, max: 100, required: true },
  maxAttempts: { kind: 'integer', min: 1, max: 10, required: true },
  retryDelayMinutes: { kind: 'integer', min: 5, max: 1440, required: true },
  // Issue 35.4; absent in parts saved before: the defaults of `attemptRulesOf`. 0 minutes: that result is final.
  maxAttemptsPerNumber: { kind: 'integer', min: 1, max: 20 },
  retryPickedMinutes: { kind: 'integer', min: 0, max: 1440 },
  retryErrorMinutes: { kind: 'integer', min: 0, max: 1440 },
};

/** Most do-not-call lists one campaign may check. */
export const MAX_CAMPAIGN_DO_NOT_CALL_LISTS = 50;

/** The dialer part (issue 35.1): mode, agents, pacing, maximum abandon rate (percent) and do-not-call lists. */
export const CAMPAIGN_DIALER_BODY: BodySchema = {
  mode: choiceOf(ENUMERATIONS.dialerMode, true),
  agents: { kind: 'integer', min: 0, max: 1000, required: true },
  pacing: { kind: 'integer', min: 1, max: 10, required: true },
  maxAbandonRate: { kind: 'integer', min: 0, max: 20, required: true },
  doNotCallListIds: { kind: 'list', of: ID_FIELD, max: MAX_CAMPAIGN_DO_NOT_CALL_LISTS },
};

export const CAMPAIGN_SCHEDULE_BODY: BodySchema = {
  startDate: { kind: 'day' },
  endDate: { kind: 'day' },
  timeZone: { kind: 'text', max: TIME_ZONE_MAX, required: true },
  ...Object.fromEntries(
    WEEKDAYS.flatMap((day) => [
      [`${day}From`, { kind: 'time' }],
      [`${day}To`, { kind: 'time' }],
    ]),
  ),
};

export const CAMPAIGN_STATUS_BODY: BodySchema = {
  status: { kind: 'choice', values: WORK_STATUSES, required: true },
};

export const CONTACT_IMPORT_BODY: BodySchema = {
  fileName: { kind: 'text', max: TEXT_MAX, required: true },
  content: {
    kind: 'text',
    max: MAX_CONTACT_FILE_CHARS,
    required: true,
    tooLong: 'The file is too large (at most 900 KB)',
  },
};
