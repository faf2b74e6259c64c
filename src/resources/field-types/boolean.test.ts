// @vitest-environment node
import { cellOf, sampleField, seedContext } from '../framework/testing/sampleResource';
import { fieldTypeOf } from './fieldTypeRegistry';

const active = sampleField({ source: 'active', type: 'boolean' });

describe('boolean type', () => {
  it('is Yes or No in a CSV cell', () => {
    expect(cellOf(active, { active: true })).toBe('Yes');
    expect(cellOf(active, { active: false })).toBe('No');
  });

  it('seeds two of three records active', () => {
    const seeds = [0, 1, 2].map((index) => fieldTypeOf(active).seed(active, seedContext(index)));
    expect(seeds).toEqual([true, true, false]);
  });
});
