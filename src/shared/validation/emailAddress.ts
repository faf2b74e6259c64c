/** A name, an @ and a dotted domain, no spaces: SPEC §5's e-mail rule for forms, contact imports and mailto links. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Whether `text` is one e-mail address (untrimmed: callers trim what they split). */
export function isEmailAddress(text: string): boolean {
  return EMAIL.test(text);
}
