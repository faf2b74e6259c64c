import { useHotkeys } from 'react-hotkeys-hook';
import { shortcutOf, type ShortcutId } from '../../shared/shortcuts';

/**
 * Runs `action` on a shortcut of the table (src/shared/shortcuts.ts), with the table's keys and its rule for
 * fields: plain keys never fire while typing. `action` answers whether it acted; only then is the key's default
 * (the browser's save dialog, scrolling) prevented.
 */
export function useShortcut(
  id: ShortcutId,
  action: (event: KeyboardEvent) => boolean | void,
  enabled = true,
): void {
  const shortcut = shortcutOf(id);
  useHotkeys(
    [...shortcut.keys],
    (event) => {
      if (action(event) !== false) event.preventDefault();
    },
    {
      enabled: enabled && !shortcut.stock,
      enableOnFormTags: shortcut.inFields === true,
      enableOnContentEditable: shortcut.inFields === true,
      useKey: shortcut.byCharacter === true,
      description: shortcut.label,
    },
    [action, enabled],
  );
}
