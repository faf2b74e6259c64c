import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { isE164 } from './phoneNumbers';

/** What a number that is not a callable E.164 number is told (SPEC §5 "Value not match" with a hint). */
export const E164_MESSAGE = 'Value not match (international format such as +420601234567)';

/**
 * The one check of numbers people bring in (do-not-call lists, contact imports): E.164 written exactly (`+`, digits)
 * and a number the numbering plan of its country allows (libphonenumber-js), so `+15550100` is refused although it
 * has the shape. Answers the number, or null.
 */
export function validE164(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!isE164(text)) return null;
  const parsed = parsePhoneNumberFromString(text);
  return parsed?.isValid() && parsed.number === text ? text : null;
}
