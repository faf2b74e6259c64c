import { describe, expect, it } from 'vitest';
import { cellText } from '../../src/resources/field-types/fieldTypeRegistry';
import type { ExportColumn } from '../../src/shared/wire/home';
import { parseColumn } from '../api/exportRequest';
import { translateWith } from './csvCells';

const TEXTS = {
  'ra.boolean.true': 'Yes',
  'ra.boolean.false': 'No',
  'framework.duration': '%{minutes} min %{seconds} s',
  'enumerations.kind.voice': 'Voice',
};

/** A cell as the export job writes it: the column parsed like a request's, the console's texts, a time zone. */
const cell = (column: Partial<ExportColumn>, value: unknown, timeZone = 'Europe/Prague', record = {}) =>
  cellText(
    parseColumn({ source: 'v', label: 'V', ...column }),
    { ...record, v: value },
    { translate: translateWith(TEXTS), timeZone },
  );

describe('CSV cells: the field type plug-ins, in the console texts and time zone', () => {
  it('writes dates and times in en-GB in the requested time zone', () => {
    expect(cell({ type: 'datetime' }, '2024-03-31T22:30:00Z')).toBe('01/04/2024 00:30');
    expect(cell({ type: 'datetime' }, '2024-03-31T22:30:00Z', 'America/New_York')).toBe('31/03/2024 18:30');
    expect(cell({ type: 'date' }, '2024-03-31T22:30:00Z')).toBe('01/04/2024');
  });

  it('writes durations, yes/no and choices with the texts the console sent', () => {
    expect(cell({ type: 'duration' }, 125)).toBe('2 min 5 s');
    expect(cell({ type: 'boolean' }, false)).toBe('No');
    const choices = [
      { value: 1, label: 'enumerations.kind.voice' },
      { value: 2, label: 'Chat' },
      { value: 4, label: 'RPA' },
    ];
    expect(cell({ type: 'enum', choices }, 1)).toBe('Voice');
    expect(cell({ type: 'enum', choices }, 9)).toBe('9');
    expect(cell({ type: 'flags', choices }, 6)).toBe('Chat, RPA');
  });

  it('writes the types the console brings: money in its currency, percentages, carried reference labels', () => {
    expect(cell({ type: 'money', currencySource: 'cur' }, 1250, 'UTC', { cur: 'EUR' })).toBe('€12.50');
    expect(cell({ type: 'percent' }, 0.25)).toBe('25%');
    expect(
      cell({ type: 'reference', reference: 'lines', labelSource: 'name' }, 3, 'UTC', { name: 'Sales' }),
    ).toBe('Sales');
  });

  it('writes text, joining lists and naming named objects', () => {
    expect(cell({}, ['alpha', 'beta'])).toBe('alpha, beta');
    expect(cell({}, [{ name: 'VIP' }, { name: 'Test' }])).toBe('VIP, Test');
    expect(cell({}, { index: 1 })).toBe('{"index":1}');
    expect(cell({}, null)).toBe('');
    expect(cell({ type: 'datetime' }, '')).toBe('');
  });

  it('reads own values only, never through prototypes', () => {
    const read = (source: string, record: unknown) =>
      cellText(parseColumn({ source, label: 'X' }), record, {
        translate: translateWith({}),
        timeZone: 'UTC',
      });
    expect(read('a.b', { a: { b: 1 } })).toBe('1');
    expect(read('toString', {})).toBe('');
    expect(read('a.length', { a: 'text' })).toBe('');
  });

  it('fills placeholders like the console, keeping unknown ones and falling back to the default', () => {
    const translate = translateWith({ pattern: '%{a} and %{b}' });
    expect(translate('pattern', { a: 1 })).toBe('1 and %{b}');
    expect(translate('missing', { _: 'Words' })).toBe('Words');
    expect(translate('missing')).toBe('missing');
  });
});
