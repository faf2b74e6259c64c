// @vitest-environment node
import { cellOf, sampleField, seedContext } from '../framework/testing/sampleResource';
import { fieldTypeOf } from './fieldTypeRegistry';

const notes = sampleField({ source: 'notes', type: 'longText' });

describe('long text type', () => {
  it('keeps line breaks in its CSV cell (the CSV writer quotes them)', () => {
    expect(cellOf(notes, { notes: 'One\nTwo' })).toBe('One\nTwo');
  });

  it('is sortable and searched', () => {
    expect(notes.sortable).toBe(true);
    expect(fieldTypeOf(notes).searchable).toBe(true);
  });

  it('seeds two lines', () => {
    expect(fieldTypeOf(notes).seed(notes, seedContext(0))).toBe('Notes about samples 1.\nSecond line.');
  });
});
