import { describe, expect, it } from 'vitest';
import type { ExportColumn } from '../../src/shared/wire/home';
import { cellText, valueAt } from './csvCells';

const cell = (column: Partial<ExportColumn>, value: unknown, timeZone = 'Europe/Prague') =>
  cellText({ source: 'v', label: 'V', ...column }, { v: value }, timeZone);

describe('CSV cells, written as the console list shows them', () => {
  it('writes dates and times in en-GB in the requested time zone', () => {
    expect(cell({ type: 'datetime' }, '2024-03-31T22:30:00Z')).toBe('01/04/2024 00:30');
    expect(cell({ type: 'date' }, '2024-03-31T22:30:00Z')).toBe('01/04/2024');
    expect(cell({ type: 'datetime' }, '2024-03-31T22:30:00Z', 'America/New_York')).toBe('31/03/2024 18:30');
    expect(cell({ type: 'datetime' }, 'not a date')).toBe('not a date');
  });

  it('writes durations as minutes and seconds', () => {
    expect(cell({ type: 'duration' }, 125)).toBe('02:05');
    expect(cell({ type: 'duration' }, 3725)).toBe('62:05');
    expect(cell({ type: 'duration' }, 0)).toBe('00:00');
  });

  it('writes enumerations and flags by their labels, unknown values as they are', () => {
    const choices = [
      { value: 1, label: 'Voice' },
      { value: 2, label: 'Chat' },
      { value: 4, label: 'RPA' },
    ];
    expect(cell({ type: 'enum', choices }, 2)).toBe('Chat');
    expect(cell({ type: 'enum', choices }, 9)).toBe('9');
    expect(cell({ type: 'flags', choices }, 5)).toBe('Voice, RPA');
    const yesNo = [
      { value: true, label: 'Yes' },
      { value: false, label: 'No' },
    ];
    expect(cell({ type: 'enum', choices: yesNo }, false)).toBe('No');
  });

  it('writes text, joining lists and naming named objects', () => {
    expect(cell({}, ['alpha', 'beta'])).toBe('alpha, beta');
    expect(cell({}, [{ name: 'VIP' }, { name: 'Test' }])).toBe('VIP, Test');
    expect(cell({}, { index: 1 })).toBe('{"index":1}');
    expect(cell({}, null)).toBe('');
    expect(cell({ type: 'datetime' }, '')).toBe('');
  });

  it('reads own values only, never through prototypes', () => {
    expect(valueAt({ a: { b: 1 } }, 'a.b')).toBe(1);
    expect(valueAt({}, 'constructor.name')).toBeUndefined();
    expect(valueAt({}, 'toString')).toBeUndefined();
    expect(valueAt({ a: 'text' }, 'a.length')).toBeUndefined();
  });
});
