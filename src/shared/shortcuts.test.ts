import { isChord, keyCaps, shortcutOf, SHORTCUTS } from './shortcuts';

describe('the shortcut table', () => {
  it('names each shortcut once and lets only chords fire while typing', () => {
    expect(new Set(SHORTCUTS.map((shortcut) => shortcut.id)).size).toBe(SHORTCUTS.length);
    for (const shortcut of SHORTCUTS) {
      const inFields = 'inFields' in shortcut && shortcut.inFields;
      expect(inFields ? shortcut.keys.every(isChord) : true, shortcut.id).toBe(true);
    }
    expect(SHORTCUTS.filter((shortcut) => 'inFields' in shortcut).map((shortcut) => shortcut.id)).toEqual([
      'search',
      'save',
    ]);
  });

  it('goes to the three sections with g and their first letter', () => {
    expect(shortcutOf('goFlows')).toMatchObject({ keys: ['g>f'], path: '/flows' });
    expect(shortcutOf('goCampaigns')).toMatchObject({ keys: ['g>c'], path: '/campaigns' });
    expect(shortcutOf('goAdministration')).toMatchObject({ keys: ['g>a'], path: '/administration' });
  });

  it('shows keys as people read them, ⌘ on macOS', () => {
    expect(keyCaps('mod+k', false)).toEqual([['Ctrl', 'K']]);
    expect(keyCaps('mod+k', true)).toEqual([['⌘', 'K']]);
    expect(keyCaps('g>f', false)).toEqual([['G'], ['F']]);
    expect(keyCaps('?', false)).toEqual([['?']]);
    expect(isChord('j')).toBe(false);
    expect(isChord('g>f')).toBe(false);
  });
});
