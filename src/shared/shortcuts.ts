/**
 * The console's keyboard shortcuts: the one table the key handlers, the help dialog (`?`) and the tests read.
 * Keys use react-hotkeys-hook's syntax: `mod` is ⌘ on macOS and Ctrl elsewhere, `+` joins keys pressed together,
 * `>` separates keys pressed one after another (`g>f`).
 */

/** Where a shortcut works. */
export type ShortcutScope = 'anywhere' | 'lists' | 'forms' | 'dialogs';

export interface Shortcut {
  id: string;
  /** Alternatives; the first is the one the help dialog shows first. */
  keys: readonly string[];
  scope: ShortcutScope;
  /** i18n key of what it does. */
  label: string;
  /** Where it leads (`g` shortcuts). */
  path?: string;
  /**
   * Works while typing in a field: only chords with a modifier (they type nothing). Plain keys never fire in a
   * field, so typing a `g` or a `?` is typing.
   */
  inFields?: boolean;
  /** Matched by the produced character rather than the physical key (`?` sits elsewhere on other layouts). */
  byCharacter?: boolean;
  /** The stock component already does it (MUI dialogs close on Escape): listed, never handled again. */
  stock?: boolean;
}

export const SHORTCUTS = [
  { id: 'search', keys: ['mod+k'], scope: 'anywhere', label: 'app.shortcuts.search', inFields: true },
  { id: 'help', keys: ['?'], scope: 'anywhere', label: 'app.shortcuts.help', byCharacter: true },
  { id: 'goFlows', keys: ['g>f'], scope: 'anywhere', label: 'app.shortcuts.go_flows', path: '/flows' },
  {
    id: 'goCampaigns',
    keys: ['g>c'],
    scope: 'anywhere',
    label: 'app.shortcuts.go_campaigns',
    path: '/campaigns',
  },
  {
    id: 'goAdministration',
    keys: ['g>a'],
    scope: 'anywhere',
    label: 'app.shortcuts.go_administration',
    path: '/administration',
  },
  { id: 'nextRow', keys: ['j', 'arrowdown'], scope: 'lists', label: 'app.shortcuts.next_row' },
  { id: 'previousRow', keys: ['k', 'arrowup'], scope: 'lists', label: 'app.shortcuts.previous_row' },
  { id: 'openRow', keys: ['o'], scope: 'lists', label: 'app.shortcuts.open_row' },
  // A focused row opens on Enter by itself (KeyboardDataTableRow).
  { id: 'openRowEnter', keys: ['enter'], scope: 'lists', label: 'app.shortcuts.open_row', stock: true },
  { id: 'save', keys: ['mod+s'], scope: 'forms', label: 'app.shortcuts.save', inFields: true },
  { id: 'close', keys: ['escape'], scope: 'dialogs', label: 'app.shortcuts.close', stock: true },
] as const satisfies readonly Shortcut[];

export type ShortcutId = (typeof SHORTCUTS)[number]['id'];

/** The table's entry of a shortcut. */
export function shortcutOf(id: ShortcutId): Shortcut {
  return SHORTCUTS.find((shortcut) => shortcut.id === id)!;
}

/** Whether a key combination types nothing (it holds Ctrl, ⌘ or Alt), the only kind allowed while typing. */
export const isChord = (keys: string) => /(^|\+)(mod|ctrl|meta|alt)\+/.test(keys);

/**
 * The keys of one alternative as shown to people, one entry per key pressed (`g>f` → `[['G'], ['F']]`, `mod+k` →
 * `[['Ctrl', 'K']]`, or ⌘ on macOS).
 */
export function keyCaps(keys: string, mac: boolean): string[][] {
  const name = (key: string) =>
    ({
      mod: mac ? '⌘' : 'Ctrl',
      ctrl: 'Ctrl',
      shift: 'Shift',
      alt: mac ? '⌥' : 'Alt',
      arrowdown: '↓',
      arrowup: '↑',
      enter: 'Enter',
      escape: 'Esc',
    })[key] ?? key.toUpperCase();
  return keys.split('>').map((press) => (press === '?' ? ['?'] : press.split('+').map(name)));
}
