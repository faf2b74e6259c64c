import { getPath } from '../getPath';
import { isTimeOfDay, parseDayMonthYear } from './dayMonthYear';
import { isEmailAddress } from './emailAddress';
import { messageText, type ValidationMessage, type ValidationMessageName } from './messages';
import type { SyncValidatorSpec } from './validatorSpecs';

/**
 * The SPEC §5 validators, one implementation for the console's forms (react-admin validators translating the
 * `validation.*` keys) and the dev platform's checks of create/update bodies (English texts).
 */

/** A synchronous rule: the failure, or undefined when the value passes. `values` are the whole form's values. */
export type Check = (value: unknown, values?: Record<string, unknown>) => ValidationMessage | undefined;

const DIGITS = /^\d+$/;

/** An absolute https address with a host (no credentials, no spaces): what the platform may fetch. */
export function isHttpsUrl(text: string): boolean {
  if (!/^https:\/\/[^\s/?#]+/i.test(text) || /\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** Empty in the sense of SPEC §5's required rule: null, undefined, blank text or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

const failure = (name: ValidationMessageName, args?: Record<string, unknown>): ValidationMessage =>
  args ? { message: `validation.${name}`, args } : { message: `validation.${name}` };

/** Skips empty values: every rule but required and the non-optional time/date ones accepts them. */
const unlessEmpty =
  (check: (value: unknown, values: Record<string, unknown>) => ValidationMessage | undefined): Check =>
  (value, values = {}) =>
    isEmptyValue(value) ? undefined : check(value, values);

const lengthOf = (value: unknown) => (Array.isArray(value) ? value.length : String(value).length);

/** The check of a synchronous validator spec (SPEC §5, exact messages through `validation.*` keys). */
export function checkOf(spec: SyncValidatorSpec): Check {
  switch (spec.name) {
    case 'required':
      return (value) => (isEmptyValue(value) ? failure('required') : undefined);
    case 'match':
      if (spec.field !== undefined) {
        const other = spec.field;
        return unlessEmpty((value, values) =>
          value === getPath(values, other) ? undefined : failure('match'),
        );
      } else {
        const pattern = new RegExp(spec.pattern ?? '');
        return unlessEmpty((value) => (pattern.test(String(value)) ? undefined : failure('match')));
      }
    case 'email':
      // A list of addresses (recipients, or a tags input's comma-separated text) passes when every address does.
      return unlessEmpty((value) =>
        (Array.isArray(value) ? value : String(value).split(',')).every((item) =>
          isEmailAddress(String(item).trim()),
        )
          ? undefined
          : failure('email'),
      );
    case 'httpsUrl':
      return unlessEmpty((value) => (isHttpsUrl(String(value)) ? undefined : failure('httpsUrl')));
    case 'time':
      return (value) => (!isEmptyValue(value) && isTimeOfDay(String(value)) ? undefined : failure('time'));
    case 'optionalTime':
      return unlessEmpty((value) => (isTimeOfDay(String(value)) ? undefined : failure('time')));
    case 'minLength':
      return unlessEmpty((value) =>
        lengthOf(value) >= spec.n ? undefined : failure('minLength', { n: spec.n }),
      );
    case 'exactLength':
      return unlessEmpty((value) =>
        lengthOf(value) === spec.n ? undefined : failure('exactLength', { n: spec.n }),
      );
    case 'digits':
      return unlessEmpty((value) => (DIGITS.test(String(value).trim()) ? undefined : failure('digits')));
    case 'range':
      return unlessEmpty((value) => {
        const n = Number(value);
        return Number.isFinite(n) && n >= spec.min && n <= spec.max
          ? undefined
          : failure('range', { min: spec.min, max: spec.max });
      });
    case 'minValue':
      return unlessEmpty((value) => {
        const n = Number(value);
        return Number.isFinite(n) && n >= spec.n ? undefined : failure('minValue', { n: spec.n });
      });
    case 'date':
      return (value) =>
        !isEmptyValue(value) && parseDayMonthYear(String(value)) ? undefined : failure('date');
    case 'optionalDate':
      return unlessEmpty((value) => (parseDayMonthYear(String(value)) ? undefined : failure('date')));
  }
}

/** Validator specs per input source (a dot path into the values), in the order the form declares them. */
export type FormRules = Readonly<Record<string, readonly SyncValidatorSpec[]>>;

/**
 * Checks values against form rules and returns the first failing rule's English message per source, as the server
 * answers `errors`. With `partial`, sources absent from the values are skipped (updates that send some fields).
 */
export function validateValues(
  rules: FormRules,
  values: Record<string, unknown>,
  options: { partial?: boolean } = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [source, specs] of Object.entries(rules)) {
    const value = getPath(values, source);
    if (options.partial && value === undefined) continue;
    for (const spec of specs) {
      const failed = checkOf(spec)(value, values);
      if (failed) {
        errors[source] = messageText(failed);
        break;
      }
    }
  }
  return errors;
}
