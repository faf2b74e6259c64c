import { ENUMERATIONS } from './enumerations';
import { isTimeOfDay } from './validation/dayMonthYear';
import { isEmailAddress } from './validation/emailAddress';
import { VALIDATION_MESSAGES } from './validation/messages';
import { E164_MESSAGE, validE164 } from './e164';

/** Unit-of-work status of SPEC §3 (DEMO 0 … EXPIRED 10), the campaign's status. */
export const WorkStatus = ENUMERATIONS.workStatus.byKey;
export type WorkStatus = (typeof WorkStatus)[keyof typeof WorkStatus];
export type WorkStatusKey = keyof typeof WorkStatus;

export const WORK_STATUSES = ENUMERATIONS.workStatus.values.map((item) => item.value as WorkStatus);

/** The `Campaign` permission action a transition needs (besides `Campaign/view`). */
type TransitionAction = 'edit' | 'approve' | 'control';

/** One allowed status change: from, to, the action it needs, and whether the campaign must pass validation. */
export interface CampaignTransition {
  from: WorkStatusKey;
  to: WorkStatusKey;
  action: TransitionAction;
  validated: boolean;
}

const t = (from: WorkStatusKey, to: WorkStatusKey, action: TransitionAction, validated = false) => ({
  from,
  to,
  action,
  validated,
});

/**
 * The campaign workflow (SPEC §4 leaves the rules open, so they are data here, run by the console and the server):
 * a draft is submitted for approval, approved (planned), run, stopped and resumed, finished. WAITING_FOR_PAYMENT,
 * DENIED, TO_REPAIR and EXPIRED are set by the platform (billing, review, the end date) and never offered as
 * targets, except that a campaign sent back (denied, to repair) returns to a draft. Planning needs validation.
 */
export const CAMPAIGN_TRANSITIONS: readonly CampaignTransition[] = [
  t('DEMO', 'CREATED', 'edit'),
  t('CREATED', 'WAITING_FOR_APPROVAL', 'edit', true),
  t('CREATED', 'PLANNED', 'approve', true),
  t('WAITING_FOR_PAYMENT', 'CREATED', 'edit'),
  t('WAITING_FOR_APPROVAL', 'PLANNED', 'approve', true),
  t('WAITING_FOR_APPROVAL', 'CREATED', 'edit'),
  t('TO_REPAIR', 'CREATED', 'edit'),
  t('DENIED', 'CREATED', 'edit'),
  t('PLANNED', 'IN_PROGRESS', 'control', true),
  t('PLANNED', 'CREATED', 'edit'),
  t('IN_PROGRESS', 'STOPPED', 'control'),
  t('IN_PROGRESS', 'FINISHED', 'control'),
  t('STOPPED', 'IN_PROGRESS', 'control', true),
  t('STOPPED', 'FINISHED', 'control'),
];

/** The targets offered to users: every status some transition leads to. */
export const TRANSITION_TARGETS: readonly WorkStatusKey[] = [
  ...new Set(CAMPAIGN_TRANSITIONS.map((item) => item.to)),
];

export const statusKeyOf = (value: unknown): WorkStatusKey | undefined =>
  (Object.keys(WorkStatus) as WorkStatusKey[]).find((key) => WorkStatus[key] === value);

/** The transition from one status (key or value) to another, if the workflow allows it. */
export function transitionOf(from: unknown, to: unknown): CampaignTransition | undefined {
  const fromKey = typeof from === 'string' ? from : statusKeyOf(from);
  const toKey = typeof to === 'string' ? to : statusKeyOf(to);
  return CAMPAIGN_TRANSITIONS.find((item) => item.from === fromKey && item.to === toKey);
}

/** The statuses a transition to `to` may start from. */
export const sourcesOf = (to: WorkStatusKey): WorkStatus[] =>
  CAMPAIGN_TRANSITIONS.filter((item) => item.to === to).map((item) => WorkStatus[item.from]);

/** Statuses in which the parts (basic, prepare, contacts, schedule) may change: not while planned or running. */
export const EDITABLE_STATUSES: readonly WorkStatus[] = [
  WorkStatus.DEMO,
  WorkStatus.CREATED,
  WorkStatus.WAITING_FOR_PAYMENT,
  WorkStatus.TO_REPAIR,
  WorkStatus.DENIED,
  WorkStatus.STOPPED,
];

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

/** A weekday's opening time: both ends HH:MM (SPEC §5) or both empty (closed), the end after the start. */
export function openingTimeProblem(
  from: unknown,
  to: unknown,
): { field: 'from' | 'to'; message: string } | null {
  const empty = (value: unknown) => value === null || value === undefined || value === '';
  if (empty(from) && empty(to)) return null;
  if (empty(from) || !isTimeOfDay(String(from))) return { field: 'from', message: VALIDATION_MESSAGES.time };
  if (empty(to) || !isTimeOfDay(String(to))) return { field: 'to', message: VALIDATION_MESSAGES.time };
  if (String(to) <= String(from)) return { field: 'to', message: 'The end must be after the start' };
  return null;
}

/** What the validation call checks before a campaign may be planned (or started). */
export interface CampaignReadiness {
  idCallScript: number | null;
  lineCount: number;
  contactCount: number;
  startDate: string | null;
  endDate: string | null;
  openDays: number;
  /** Today as YYYY-MM-DD. */
  today: string;
}

/** What blocks planning, as readable sentences; empty when the campaign may be planned. */
export function campaignBlockers(campaign: CampaignReadiness): string[] {
  const blockers: string[] = [];
  if (campaign.idCallScript === null) blockers.push('Basic: choose the flow the campaign runs');
  if (campaign.lineCount === 0) blockers.push('Prepare: choose at least one line to call from');
  if (campaign.contactCount === 0) blockers.push('Contacts: import at least one contact');
  if (!campaign.startDate || !campaign.endDate) blockers.push('Schedule: set the first and the last day');
  else if (campaign.endDate < campaign.startDate)
    blockers.push('Schedule: the last day must not be before the first');
  else if (campaign.endDate < campaign.today) blockers.push('Schedule: the last day has already passed');
  if (campaign.openDays === 0) blockers.push('Schedule: open at least one weekday');
  return blockers;
}

/** Contacts import: at most this many rows a file, the columns a file may have, and `phone` required. */
export const CONTACT_IMPORT_MAX_ROWS = 10_000;
export const CONTACT_COLUMNS = ['phone', 'firstname', 'lastname', 'email'] as const;
/** Longest cell per column: names like every name (200), an address like e-mail allows (254). */
const CONTACT_CELL_MAX = new Map([
  ['phone', 32],
  ['firstname', 200],
  ['lastname', 200],
  ['email', 254],
]);

/** Why a whole contacts file is refused (nothing is imported), or null. `header` is the first row's cells. */
export function contactFileProblem(header: readonly string[], rowCount: number): string | null {
  const names = header.map((cell) => cell.trim().toLowerCase());
  if (!names.includes('phone')) return 'The file has no "phone" column';
  const unknown = names.filter((name) => !(CONTACT_COLUMNS as readonly string[]).includes(name));
  if (unknown.length > 0) return `Unknown columns: ${unknown.join(', ')}`;
  if (new Set(names).size !== names.length) return 'A column appears twice';
  if (rowCount === 0) return 'The file has no contacts';
  if (rowCount > CONTACT_IMPORT_MAX_ROWS) return `At most ${CONTACT_IMPORT_MAX_ROWS} contacts a file`;
  return null;
}

/** Why one contact row is refused, or null. */
export function contactRowProblem(row: Readonly<Record<string, string>>): string | null {
  for (const [column, max] of CONTACT_CELL_MAX)
    if ((row[column] ?? '').length > max) return `${column}: At most ${max} characters`;
  const phone = (row.phone ?? '').trim();
  if (phone === '') return 'phone: Field is required';
  if (!validE164(phone)) return `phone: ${E164_MESSAGE}`;
  const email = (row.email ?? '').trim();
  if (email !== '' && !isEmailAddress(email)) return `email: ${VALIDATION_MESSAGES.email}`;
  return null;
}

/** A status as English text ('IN_PROGRESS' → 'In progress'), for the server's messages. */
export function statusLabel(status: unknown): string {
  const key = statusKeyOf(status) ?? String(status);
  const words = key.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
