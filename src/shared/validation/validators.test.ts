// @vitest-environment node
import { parseDayMonthYear } from './dayMonthYear';
import { messageText, VALIDATION_MESSAGES } from './messages';
import { checkOf, validateValues } from './validators';
import type { SyncValidatorSpec as SyncSpec } from './validatorSpecs';

/** The English message a rule gives for a value ('' when it passes). */
const message = (spec: SyncSpec, value: unknown, values: Record<string, unknown> = {}) => {
  const failure = checkOf(spec)(value, values);
  return failure ? messageText(failure) : '';
};

describe('SPEC §5 validators', () => {
  it.each<[SyncSpec, unknown, string]>([
    [{ name: 'required' }, '', 'Field is required'],
    [{ name: 'required' }, '   ', 'Field is required'],
    [{ name: 'required' }, null, 'Field is required'],
    [{ name: 'required' }, [], 'Field is required'],
    [{ name: 'required' }, 'x', ''],
    [{ name: 'required' }, 0, ''],
    [{ name: 'required' }, false, ''],
    [{ name: 'match', pattern: '^#[0-9a-f]{6}$' }, 'red', 'Value not match'],
    [{ name: 'match', pattern: '^#[0-9a-f]{6}$' }, '#00ff00', ''],
    [{ name: 'email' }, 'someone@', 'Invalid email format'],
    [{ name: 'email' }, 'some one@example.com', 'Invalid email format'],
    [{ name: 'email' }, 'someone@example.com', ''],
    [{ name: 'email' }, '', ''],
    // A tags input's text: every comma-separated address counts.
    [{ name: 'email' }, 'a@example.com, b@example.com', ''],
    [{ name: 'email' }, 'a@example.com, b@', 'Invalid email format'],
    [{ name: 'time' }, '24:00', "Time must be in 'XX:YY' format"],
    [{ name: 'time' }, '7:30', "Time must be in 'XX:YY' format"],
    [{ name: 'time' }, '', "Time must be in 'XX:YY' format"],
    [{ name: 'time' }, '23:59', ''],
    [{ name: 'optionalTime' }, '', ''],
    [{ name: 'optionalTime' }, '12:60', "Time must be in 'XX:YY' format"],
    [{ name: 'minLength', n: 3 }, 'ab', 'Field must contains at least 3 characters'],
    [{ name: 'minLength', n: 3 }, 'abc', ''],
    [{ name: 'exactLength', n: 4 }, '12345', 'Field must contains exactly 4 characters'],
    [{ name: 'exactLength', n: 4 }, '1234', ''],
    [{ name: 'digits' }, '12a', 'Field must contains only whole numbers'],
    [{ name: 'digits' }, '-12', 'Field must contains only whole numbers'],
    [{ name: 'digits' }, '0042', ''],
    [{ name: 'range', min: 1, max: 10 }, 11, 'Number must be in range 1 - 10'],
    [{ name: 'range', min: 1, max: 10 }, 'abc', 'Number must be in range 1 - 10'],
    [{ name: 'range', min: 1, max: 10 }, 10, ''],
    [{ name: 'minValue', n: 5 }, 4, 'Minimum value is 5'],
    [{ name: 'minValue', n: 5 }, '5', ''],
    [{ name: 'date' }, '31/04/2024', 'Date must be in DD/MM/YYYY format'],
    [{ name: 'date' }, '29/02/2023', 'Date must be in DD/MM/YYYY format'],
    [{ name: 'date' }, '2024-02-29', 'Date must be in DD/MM/YYYY format'],
    [{ name: 'date' }, '', 'Date must be in DD/MM/YYYY format'],
    [{ name: 'date' }, '29/02/2024', ''],
    [{ name: 'optionalDate' }, '', ''],
    [{ name: 'optionalDate' }, '1/13/2024', 'Date must be in DD/MM/YYYY format'],
  ])('%j on %j gives %j', (spec, value, expected) => {
    expect(message(spec, value)).toBe(expected);
  });

  it('compares match with another input of the form', () => {
    const spec: SyncSpec = { name: 'match', field: 'password' };
    expect(message(spec, 'secret-1', { password: 'secret-2' })).toBe('Value not match');
    expect(message(spec, 'secret-1', { password: 'secret-1' })).toBe('');
  });

  it('keeps the exact SPEC texts', () => {
    expect(VALIDATION_MESSAGES).toMatchObject({
      required: 'Field is required',
      match: 'Value not match',
      email: 'Invalid email format',
      time: "Time must be in 'XX:YY' format",
      digits: 'Field must contains only whole numbers',
      date: 'Date must be in DD/MM/YYYY format',
    });
  });
});

describe('validateValues', () => {
  const rules = {
    name: [{ name: 'required' }, { name: 'minLength', n: 3 }],
    'address.zip': [{ name: 'digits' }],
    confirm: [{ name: 'match', field: 'address.zip' }],
  } as const;

  it('gives the first failing message per source, dot paths included', () => {
    expect(validateValues(rules, { name: 'ab', address: { zip: '12a' }, confirm: 'x' })).toEqual({
      name: 'Field must contains at least 3 characters',
      'address.zip': 'Field must contains only whole numbers',
      confirm: 'Value not match',
    });
    expect(validateValues(rules, { address: { zip: '42' }, confirm: '42' })).toEqual({
      name: 'Field is required',
    });
  });

  it('skips absent sources of partial bodies', () => {
    expect(validateValues(rules, { confirm: 'x' }, { partial: true })).toEqual({
      confirm: 'Value not match',
    });
  });
});

describe('parseDayMonthYear', () => {
  it('gives the calendar day only when all three parts form a real date', () => {
    expect(parseDayMonthYear('05/11/2024')?.toISOString()).toBe('2024-11-05T00:00:00.000Z');
    expect(parseDayMonthYear('5/1/2024')?.toISOString()).toBe('2024-01-05T00:00:00.000Z');
    for (const text of ['32/01/2024', '00/01/2024', '15/00/2024', '29/02/2100', '15/01', '15/01/24', 'abc'])
      expect(parseDayMonthYear(text)).toBeNull();
  });
});

describe('https addresses and e-mail lists', () => {
  it('accepts absolute https addresses only', () => {
    const check = checkOf({ name: 'httpsUrl' });
    expect(check('https://help.example.com/faq?x=1')).toBeUndefined();
    expect(check('')).toBeUndefined();
    for (const bad of [
      'http://example.com',
      'https://',
      'javascript:alert(1)',
      '/local',
      'https://u:p@x.example',
      'https://a b.example',
    ])
      expect(check(bad), bad).toEqual({ message: 'validation.httpsUrl' });
  });

  it('checks every address of a list of recipients', () => {
    const check = checkOf({ name: 'email' });
    expect(check(['a@example.com', 'b@example.com'])).toBeUndefined();
    expect(check(['a@example.com', 'b@'])).toEqual({ message: 'validation.email' });
  });
});
