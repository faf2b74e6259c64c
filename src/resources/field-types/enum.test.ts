// @vitest-environment node
import { cellOf, sampleField, seedContext } from '../framework/testing/sampleResource';
import { enumLabels } from './enum';
import { fieldTypeOf } from './fieldTypeRegistry';

const status = sampleField({ source: 'status', type: 'enum', enumeration: 'taskStatus' });
const level = sampleField({
  source: 'level',
  type: 'enum',
  choices: [
    { value: 'low', label: 'Low' },
    { value: 'high', label: 'High' },
  ],
});

describe('enumeration type', () => {
  it("is the value's translated label in a CSV cell; an unknown value as it is", () => {
    expect(cellOf(status, { status: 3 })).toBe('Error');
    expect(cellOf(level, { level: 'medium' })).toBe('medium');
    expect(enumLabels(level, 'high')).toEqual(['High']);
  });

  it('seeds the choices in turn', () => {
    expect([0, 1, 2].map((index) => fieldTypeOf(level).seed(level, seedContext(index)))).toEqual([
      'low',
      'high',
      'low',
    ]);
  });
});
