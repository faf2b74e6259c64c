import { Rng } from './prng';

describe('Rng', () => {
  it('repeats its sequence for the same seed and differs for another', () => {
    const a = new Rng(7);
    const b = new Rng(7);
    const c = new Rng(8);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first);
  });

  it('keeps int() within the inclusive bounds and reaches both ends', () => {
    const rng = new Rng(1);
    const seen = new Set(Array.from({ length: 500 }, () => rng.int(-1, 2)));
    expect([...seen].sort()).toEqual([-1, 0, 1, 2]);
  });

  it('samples distinct elements and never more than exist', () => {
    const rng = new Rng(3);
    const sample = rng.sample([1, 2, 3, 4, 5], 3);
    expect(new Set(sample).size).toBe(3);
    expect(rng.sample([1, 2], 5).sort()).toEqual([1, 2]);
  });

  it('honours weights and formats UUIDs', () => {
    const rng = new Rng(5);
    const picks = Array.from({ length: 200 }, () =>
      rng.weighted([
        ['never', 0],
        ['always', 1],
      ] as const),
    );
    expect(new Set(picks)).toEqual(new Set(['always']));
    expect(rng.guid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
