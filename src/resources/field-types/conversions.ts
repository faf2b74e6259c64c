import { isBlankInput, unlessEmpty } from './fieldTypeDefinition';
import { safeLinkTarget } from './safeUrl';

/** Conversions and checks several types share (numbers, JSON texts, addresses). */

/** A typed number in wire format; blank is null. */
export const numberFromInput = (value: unknown): unknown => (isBlankInput(value) ? null : Number(value));

/** A value a number input must hold. */
export const numberCheck = unlessEmpty((value) =>
  Number.isFinite(Number(value)) ? undefined : 'validation.number',
);

/** JSON shown pretty-printed in a text area (text that is already JSON stays as it is). */
export const jsonToInput = (value: unknown): unknown =>
  value === null || value === undefined || typeof value === 'string' ? value : JSON.stringify(value, null, 2);

/** The text area's JSON parsed back; blank is null. */
export const jsonFromInput = (value: unknown): unknown =>
  isBlankInput(value) ? null : JSON.parse(String(value));

/** A text area must hold parsable JSON. */
export const jsonCheck = unlessEmpty((value) => {
  try {
    JSON.parse(String(value));
    return undefined;
  } catch {
    return 'validation.json';
  }
});

/** An address must be https or a path of this origin (`safeLinkTarget`). */
export const safeAddressCheck = (origin: string) =>
  unlessEmpty((value) => (safeLinkTarget(String(value), origin) ? undefined : 'validation.url'));

/** A JSON value or text as one line of text (CSV cells). */
export const jsonText = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value);
