import { Rng } from './prng';
import { isoTime } from './isoTime';

describe('isoTime', () => {
  it('formats like toISOString', () => {
    const rng = new Rng(7);
    const times = [
      0,
      999,
      86_399_999,
      86_400_000,
      Date.UTC(2024, 1, 29, 23, 59, 59, 1),
      Date.UTC(9999, 11, 31),
    ];
    for (let i = 0; i < 2000; i++) times.push(rng.int(0, 4_102_444_800_000));
    for (const ms of times) expect(isoTime(ms), String(ms)).toBe(new Date(ms).toISOString());
  });

  it('falls back to toISOString for fractions and times before 1970', () => {
    for (const ms of [1.5, -1, -86_400_001]) expect(isoTime(ms)).toBe(new Date(ms).toISOString());
  });
});
