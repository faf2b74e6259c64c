import { WEEKDAYS } from '../campaignRules';
import { ENUMERATIONS } from '../enumerations';
import { isTimeZone } from '../timeZone';
import { REGION_ZONES } from './zoneRegions';

/** One weekday's calling window in minutes after local midnight (`to` excluded, 1440 at midnight), or null. */
export type DayWindow = { from: number; to: number } | null;
/** Monday first, as `WEEKDAYS`. */
export type WeekWindows = readonly DayWindow[];

const ScheduleKind = ENUMERATIONS.scheduleKind.byKey;
const WORKING_DAYS = 5;

const minutesOf = (value: unknown): number | null => {
  const match = /^(\d{2}):(\d{2})$/.exec(String(value ?? ''));
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

// The form's times stop at 23:59 (SPEC §5 HH:MM), so a day open "to 23:59" is open to midnight: otherwise an
// all-day window would close for a minute every night.
const DAY_END = 24 * 60;
const LAST_MINUTE = DAY_END - 1;

const windowOf = (from: unknown, to: unknown): DayWindow => {
  const start = minutesOf(from);
  const closes = minutesOf(to);
  const end = closes === LAST_MINUTE ? DAY_END : closes;
  return start !== null && end !== null && end > start ? { from: start, to: end } : null;
};

/**
 * The week of a campaign's schedule part (SPEC schedule kinds): CUSTOM gives each weekday its own `{day}From` and
 * `{day}To`; OPENING_TIMES one `opens`–`closes` window on the working days (Monday to Friday), or the weekdays' own
 * times when it has none (schedules saved before the kind had its window).
 */
export function weekWindowsOf(kind: number, schedule: Readonly<Record<string, unknown>>): WeekWindows {
  const daily = windowOf(schedule.opens, schedule.closes);
  if (kind === ScheduleKind.OPENING_TIMES && daily)
    return WEEKDAYS.map((_, index) => (index < WORKING_DAYS ? daily : null));
  return WEEKDAYS.map((day) => windowOf(schedule[`${day}From`], schedule[`${day}To`]));
}

/** Where a contact's zones came from, which the contact list shows beside the next allowed time. */
export type ZoneSource = 'contact' | 'number' | 'default';

/**
 * The zones a contact may be in: its own field when it names a zone; else the zones of its number's region (ISO
 * code, which the caller reads from the number with libphonenumber-js: src/shared imports no packages); else the
 * campaign's default.
 */
export function contactZones(
  ownZone: string | null | undefined,
  region: string | undefined,
  defaultZone: string,
): { zones: readonly string[]; source: ZoneSource } {
  if (ownZone && isTimeZone(ownZone)) return { zones: [ownZone], source: 'contact' };
  const zones = region ? REGION_ZONES[region] : undefined;
  if (zones) return { zones, source: 'number' };
  return { zones: [defaultZone], source: 'default' };
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (zone: string) => {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
};

interface LocalTime {
  year: number;
  month: number;
  day: number;
  minutes: number;
  /** 0 Monday … 6 Sunday. */
  weekday: number;
  /** Local wall time minus UTC, in milliseconds. */
  offset: number;
}

function localTime(zone: string, at: number): LocalTime {
  const parts = Object.fromEntries(
    formatterOf(zone)
      .formatToParts(new Date(at))
      .map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    minutes: parts.hour * 60 + parts.minute,
    weekday: (new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay() + 6) % 7,
    offset: wall - Math.floor(at / 1000) * 1000,
  };
}

/** The instant of a local wall time in a zone (the later offset wins across a change). */
function instantOf(zone: string, year: number, month: number, day: number, minutes: number): number {
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  const first = wall - localTime(zone, wall).offset;
  return wall - localTime(zone, first).offset;
}

function openIn(windows: WeekWindows, zone: string, at: number): boolean {
  const local = localTime(zone, at);
  const today = windows[local.weekday];
  return !!today && local.minutes >= today.from && local.minutes < today.to;
}

/**
 * Whether a contact may be called at an instant: inside the window in every zone it may be in — the safest zone of
 * a region with several, whose window opens last and closes first.
 */
export const isOpenAt = (windows: WeekWindows, zones: readonly string[], at: Date): boolean =>
  zones.every((zone) => openIn(windows, zone, at.getTime()));

const DAYS_AHEAD = 8;
const DAY_MS = 86_400_000;

/** The first instant from `at` on (itself when open) the contact may be called; null when no day of the week opens. */
export function nextOpening(windows: WeekWindows, zones: readonly string[], at: Date): Date | null {
  if (isOpenAt(windows, zones, at)) return at;
  // The common window opens when one of the zones' windows opens: those instants are the only candidates.
  const candidates: number[] = [];
  for (const zone of zones)
    for (let ahead = 0; ahead <= DAYS_AHEAD; ahead++) {
      const local = localTime(zone, at.getTime() + ahead * DAY_MS);
      const today = windows[local.weekday];
      if (!today) continue;
      const opens = instantOf(zone, local.year, local.month, local.day, today.from);
      if (opens > at.getTime()) candidates.push(opens);
    }
  candidates.sort((a, b) => a - b);
  const first = candidates.find((instant) => isOpenAt(windows, zones, new Date(instant)));
  return first === undefined ? null : new Date(first);
}
