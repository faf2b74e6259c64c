/**
 * The English texts of the validation messages: SPEC §5's word for word, plus the console's own checks of typed
 * input. One source for the server's answers and the console's i18n catalogue (`validation.*`); `%{name}` are the
 * arguments, as in the catalogue.
 */
export const VALIDATION_MESSAGES = {
  required: 'Field is required',
  match: 'Value not match',
  email: 'Invalid email format',
  time: "Time must be in 'XX:YY' format",
  minLength: 'Field must contains at least %{n} characters',
  maxLength: 'Field must contains at most %{n} characters',
  exactLength: 'Field must contains exactly %{n} characters',
  digits: 'Field must contains only whole numbers',
  range: 'Number must be in range %{min} - %{max}',
  minValue: 'Minimum value is %{n}',
  date: 'Date must be in DD/MM/YYYY format',
  exists: 'This value is already used',
  url: 'Use an https:// address or a path of this site',
  httpsUrl: 'Use an https:// address',
  json: 'Enter valid JSON',
  number: 'Enter a number',
  money: 'Enter an amount with at most %{digits} decimals',
} as const;

export type ValidationMessageName = keyof typeof VALIDATION_MESSAGES;

/** A validation failure: the i18n key `validation.{name}` and its arguments. */
export interface ValidationMessage {
  message: `validation.${ValidationMessageName}`;
  args?: Record<string, unknown>;
}

/** The English text of a failure, arguments filled in (what the server answers). */
export function messageText({ message, args = {} }: ValidationMessage): string {
  const text: string = VALIDATION_MESSAGES[message.slice('validation.'.length) as ValidationMessageName];
  return text.replace(/%\{(\w+)\}/g, (_, name: string) => String(args[name]));
}
