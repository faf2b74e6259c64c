import { describe, expect, it } from 'vitest';
import { checkRule, type Rule } from '../../dev-platform/api/validation';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { checkOf } from '../../src/resources/validation/validators';

// The dev platform re-validates with its own copy of the SPEC §5 rules (it may not import console code); this walks
// both over the same values and demands the same verdict and the same English message.
const rules: Rule[] = [
  { name: 'required' },
  { name: 'match', pattern: '^#[0-9a-fA-F]{6}$' },
  { name: 'match', field: 'other' },
  { name: 'email' },
  { name: 'time' },
  { name: 'optionalTime' },
  { name: 'minLength', n: 3 },
  { name: 'exactLength', n: 4 },
  { name: 'digits' },
  { name: 'range', min: 1, max: 10 },
  { name: 'minValue', n: 5 },
  { name: 'date' },
  { name: 'optionalDate' },
];
const values: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'ab',
  'abcd',
  '#a1b2c3',
  'red',
  'someone@example.com',
  'someone@',
  '07:30',
  '7:30',
  '23:59',
  '24:00',
  '0042',
  '12a',
  '-3',
  0,
  4,
  5,
  10,
  11,
  '29/02/2024',
  '29/02/2023',
  '31/04/2024',
  '1/2/2024',
  '2024-02-29',
  'same',
  [],
  ['x'],
];

describe('console and server validators agree', () => {
  it.each(rules.map((rule) => [JSON.stringify(rule), rule] as const))('%s', (_name, rule) => {
    for (const value of values) {
      const body = { other: 'same' };
      const failure = checkOf(rule)(value, body);
      const consoleMessage = failure ? i18nProvider.translate(failure.message, failure.args) : undefined;
      expect(checkRule(rule, value, body), `${JSON.stringify(value)}`).toBe(consoleMessage);
    }
  });
});
