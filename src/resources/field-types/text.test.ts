// @vitest-environment node
import { cellOf, sampleField, seedContext } from '../framework/testing/sampleResource';
import { fieldTypeOf, fromInputValue } from './fieldTypeRegistry';

const title = sampleField({ source: 'title', type: 'text' });
const name = sampleField({ source: 'name', type: 'text' });

describe('text type', () => {
  it('is sortable and searched by the full-text filter', () => {
    expect(title.sortable).toBe(true);
    expect(fieldTypeOf(title).searchable).toBe(true);
  });

  it('is its own CSV cell; blank is an empty cell', () => {
    expect(cellOf(title, { title: '=SUM(A1)' })).toBe('=SUM(A1)');
    expect(cellOf(title, { title: null })).toBe('');
  });

  it('sends the typed text, and null for nothing', () => {
    expect(fromInputValue(title, 'Night', { timeZone: 'UTC', values: {} })).toBe('Night');
    expect(fromInputValue(title, undefined, { timeZone: 'UTC', values: {} })).toBeNull();
  });

  it('seeds the representation after the resource and other texts after the field', () => {
    expect(fieldTypeOf(name).seed(name, seedContext(2))).toBe('samples 3');
    expect(fieldTypeOf(title).seed(title, seedContext(2))).toBe('title 3');
  });
});
