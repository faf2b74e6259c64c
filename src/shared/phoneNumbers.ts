/**
 * Phone numbers in E.164 (SPEC §5): '+', a non-zero digit, then 6 to 14 digits. One rule for the `phone` field type,
 * the telephony forms, campaign contacts and caller ids, on both sides.
 */
export const E164_PATTERN = '^\\+[1-9]\\d{6,14}$';

const E164 = new RegExp(E164_PATTERN);

/** Whether a value is a phone number in E.164. */
export const isE164 = (value: unknown): value is string => typeof value === 'string' && E164.test(value);
