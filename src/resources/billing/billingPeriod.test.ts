// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { monthRange, presetOf } from './billingPeriod';

const now = Date.parse('2025-03-31T22:30:00Z'); // already 1 April in Prague

describe('billing month presets', () => {
  it('names whole calendar months of the console time zone', () => {
    expect(monthRange(0, 'UTC', now)).toEqual({ from: '2025-03-01', to: '2025-03-31' });
    expect(monthRange(0, 'Europe/Prague', now)).toEqual({ from: '2025-04-01', to: '2025-04-30' });
    expect(monthRange(2, 'UTC', now)).toEqual({ from: '2025-01-01', to: '2025-01-31' });
    expect(monthRange(1, 'UTC', Date.parse('2024-03-10T00:00:00Z'))).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
  });

  it('recognises a preset range', () => {
    expect(presetOf({ from: '2025-02-01', to: '2025-02-28' }, 'UTC', now)).toBe('last_month');
    expect(presetOf({ from: '2025-02-01', to: '2025-02-27' }, 'UTC', now)).toBeUndefined();
  });
});
