// @vitest-environment node
import { cellOf, sampleField, seedContext } from '../framework/testing/sampleResource';
import { fieldTypeOf, fromInputValue, toInputValue } from './fieldTypeRegistry';
import { tagText } from './tags';

const labels = sampleField({ source: 'labels', type: 'tags' });
const ctx = { timeZone: 'UTC', values: {} };

describe('tags type', () => {
  it('joins the tags (names of tag objects too) in a CSV cell', () => {
    expect(cellOf(labels, { labels: ['night', { name: 'vip' }] })).toBe('night, vip');
    expect(tagText({ name: 'x' })).toBe('x');
  });

  it('is edited as comma-separated text', () => {
    expect(toInputValue(labels, ['a', 'b'], ctx)).toBe('a, b');
    expect(fromInputValue(labels, ' a, ,b ', ctx)).toEqual(['a', 'b']);
    expect(fromInputValue(labels, '', ctx)).toEqual([]);
  });

  it('seeds tag lists', () => {
    expect(fieldTypeOf(labels).seed(labels, seedContext(1))).toEqual(['gamma']);
  });
});
