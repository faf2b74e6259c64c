import { plain } from './fieldSchemaParts';
import type { FieldOf, FieldTypeDefinition } from './fieldTypeDefinition';

export const phoneSchema = plain('phone');

/** An international number in E.164 form: +, country code, at most 15 digits in all. */
export const E164_PATTERN = '^\\+[1-9]\\d{1,14}$';
const E164 = new RegExp(E164_PATTERN);

/** Whether a value is an E.164 number (only those become tel: links). */
export const isE164 = (value: unknown): value is string => typeof value === 'string' && E164.test(value);

/** A phone number in E.164 form, shown as a tel: link. */
export const phoneType: FieldTypeDefinition<FieldOf<'phone'>> = {
  sortable: true,
  searchable: true,
  impliedRules: () => [{ name: 'match', pattern: E164_PATTERN }],
  seed: (_field, { index }) => `+42060${String(index).padStart(7, '0')}`,
};
