// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { conflictRows, shownValue } from './recordConflict';

const opened = { name: 'Line', maxChannels: 10, tags: ['a'], note: 'x' };

describe('conflictRows', () => {
  it('lists the fields the other user changed, marking those both changed differently', () => {
    const mine = { ...opened, name: 'Mine', note: 'mine' };
    const theirs = { ...opened, name: 'Theirs', maxChannels: 12, note: 'mine' };
    expect(conflictRows(['name', 'maxChannels', 'tags', 'note'], opened, mine, theirs)).toEqual([
      { source: 'name', mine: 'Mine', theirs: 'Theirs', both: true },
      { source: 'maxChannels', mine: 10, theirs: 12, both: false },
    ]);
  });

  it('compares lists by value and finds nothing when only the user changed fields', () => {
    const mine = { ...opened, name: 'Mine', tags: ['a', 'b'] };
    expect(conflictRows(['name', 'tags'], opened, mine, { ...opened, tags: ['a'] })).toEqual([]);
    expect(
      conflictRows(['tags'], opened, opened, { ...opened, tags: ['a', 'c'] }).map((row) => row.both),
    ).toEqual([false]);
  });
});

describe('shownValue', () => {
  it('shows text as is, empty values as a dash, anything else as JSON', () => {
    expect(shownValue('Line')).toBe('Line');
    expect(shownValue('')).toBe('—');
    expect(shownValue(null)).toBe('—');
    expect(shownValue(['a', 1])).toBe('["a",1]');
  });
});
