import { formatDate, resolveTimeZone } from '../../utils/formatDate';
import { parseDayMonthYear } from '../../shared/validation/dayMonthYear';
import {
  DAY_MS,
  isBlankInput,
  SEED_START,
  type FieldOf,
  type FieldTypeDefinition,
} from './fieldTypeDefinition';

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

// A calendar day without a time is read in UTC, so no time zone moves it to the day before or after.
const zoneOf = (value: unknown, timeZone: string) => (CALENDAR_DAY.test(String(value)) ? 'UTC' : timeZone);

/**
 * A date (or date and time) as the console shows it in the console time zone: en-GB day/month/year in English
 * (SPEC §9), the Czech way in Czech.
 */
export const shownDate = (value: unknown, timeZone: string, withTime = false) =>
  formatDate(value as string, { timeZone: withTime ? timeZone : zoneOf(value, timeZone), withTime });

/**
 * A date (or date and time) as typed in a form: DD/MM/YYYY in every language (SPEC §5, the platform checks it too);
 * unreadable values stay as they are.
 */
export function typedDate(value: unknown, timeZone: string, withTime: boolean): unknown {
  if (value === null || value === undefined) return value;
  const date = new Date(String(value));
  if (Number.isNaN(date.getTime())) return String(value);
  const zone = withTime ? resolveTimeZone(timeZone) : zoneOf(value, resolveTimeZone(timeZone));
  return formatDate(date, { timeZone: zone, withTime, typed: true });
}

/** A calendar day, typed DD/MM/YYYY and sent as YYYY-MM-DD. */
export const dateType: FieldTypeDefinition<FieldOf<'date'>> = {
  sortable: true,
  typedRules: ['date', 'optionalDate'],
  impliedRules: (_field, declared) =>
    declared.some((spec) => spec.name === 'date' || spec.name === 'optionalDate')
      ? []
      : [{ name: 'optionalDate' }],
  cell: (_field, value, { timeZone }) => shownDate(value, timeZone),
  seed: (_field, { index }) => new Date(SEED_START + index * DAY_MS).toISOString().slice(0, 10),
  toInput: (_field, value, { timeZone }) => typedDate(value, timeZone, false),
  fromInput: (_field, value) => {
    if (isBlankInput(value)) return null;
    const day = parseDayMonthYear(String(value));
    return day ? day.toISOString().slice(0, 10) : value;
  },
};
