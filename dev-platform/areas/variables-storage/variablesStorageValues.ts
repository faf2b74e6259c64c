import { isTimeOfDay } from '../../../src/shared/validation/dayMonthYear';
import { VALIDATION_MESSAGES as MESSAGES } from '../../../src/shared/validation/messages';

const OPENING_TIMES = 1;
const MAX_VALUE = 2000;

/**
 * What the form's rules cannot say about a value: its kind (CUSTOM 0, OPENING_TIMES 1), the text of a custom value,
 * and for opening times both times (HH:MM, SPEC §5) with the closing after the opening.
 */
export function valueErrors(
  body: Record<string, unknown>,
  errors: Record<string, string>,
): Record<string, string> {
  const kind = body.kind ?? 0;
  if (!errors.kind && kind !== 0 && kind !== OPENING_TIMES)
    errors.kind = 'Expected CUSTOM 0 or OPENING_TIMES 1';
  if (kind === OPENING_TIMES) {
    for (const field of ['opens', 'closes'] as const) {
      const value = body[field];
      if (errors[field]) continue;
      if (value === undefined || value === null || value === '') errors[field] = MESSAGES.required;
      else if (!isTimeOfDay(String(value))) errors[field] = MESSAGES.time;
    }
    if (!errors.opens && !errors.closes && String(body.closes) <= String(body.opens))
      errors.closes = 'Closing time must be after the opening time';
  } else if (!errors.value) {
    const value = body.value;
    if (value !== undefined && value !== null && typeof value !== 'string') errors.value = 'Expected text';
    else if (typeof value === 'string' && value.length > MAX_VALUE)
      errors.value = `At most ${MAX_VALUE} characters`;
  }
  return errors;
}

/** The stored kind and value of a valid body: opening times as 'HH:MM-HH:MM'. */
export function valueFields(body: Record<string, unknown>): { kind: number; value: string } {
  if (body.kind === OPENING_TIMES)
    return { kind: OPENING_TIMES, value: `${String(body.opens)}-${String(body.closes)}` };
  return { kind: 0, value: typeof body.value === 'string' ? body.value : '' };
}
