import englishMessages from 'ra-language-english';
import { mergeTranslations } from 'react-admin';
import { en } from './en';
import { mergeMessages } from './mergeMessages';

describe('mergeMessages', () => {
  it("gives what react-admin's mergeTranslations gives for the console's catalogues", () => {
    expect(mergeMessages(englishMessages, en)).toEqual(mergeTranslations(englishMessages, en));
  });

  it('lets later catalogues win, merges nested ones and copies instead of sharing', () => {
    const base = { ra: { action: { save: 'Save', delete: 'Delete' } }, keep: 'kept' };
    const over = { ra: { action: { save: 'Store' } }, extra: { nested: 'yes' }, skipped: undefined };
    const merged = mergeMessages<Record<string, unknown>>(base, over);
    expect(merged).toEqual({
      ra: { action: { save: 'Store', delete: 'Delete' } },
      keep: 'kept',
      extra: { nested: 'yes' },
    });
    (merged.ra as { action: { save: string } }).action.save = 'changed';
    expect(base.ra.action.save).toBe('Save');
    expect((merged.extra as object) === over.extra).toBe(false);
  });

  it('replaces a text by a catalogue and a catalogue by a text', () => {
    expect(mergeMessages({ a: 'text', b: { c: 'd' } }, { a: { x: 'y' }, b: 'flat' })).toEqual({
      a: { x: 'y' },
      b: 'flat',
    });
  });
});
