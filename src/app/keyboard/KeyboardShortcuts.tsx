import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { shortcutOf } from '../../shared/shortcuts';
import { lazyView } from '../../utils/lazyView';
import { useOpenedOnce } from '../../utils/useOpenedOnce';
import { moveRow, openRow, submitForm } from './listRows';
import { useShortcut } from './useShortcut';

// The help lists the table: code for a rare moment, loaded when `?` is pressed.
const ShortcutHelpDialog = lazyView(async () => (await import('./ShortcutHelpDialog')).ShortcutHelpDialog);

/**
 * The console's keyboard shortcuts (src/shared/shortcuts.ts) but search everywhere's (SearchEverywhere): `?` shows
 * them, `g` and a letter go to a section, `j`/`k` and the arrows move through a list's rows and `o` opens one,
 * Ctrl/⌘+S saves the form being edited. Dialogs close on Escape by themselves.
 */
export function KeyboardShortcuts() {
  const navigate = useNavigate();
  const [help, setHelp] = useState(false);
  const opened = useOpenedOnce(help);
  const go = (id: 'goFlows' | 'goCampaigns' | 'goAdministration') => () => {
    void navigate(shortcutOf(id).path!);
  };
  useShortcut('help', () => setHelp(true));
  useShortcut('goFlows', go('goFlows'));
  useShortcut('goCampaigns', go('goCampaigns'));
  useShortcut('goAdministration', go('goAdministration'));
  // The arrows move only from a row (elsewhere they scroll); the letters also enter the list.
  useShortcut('nextRow', (event) => moveRow(1, { enter: !event.key.startsWith('Arrow') }));
  useShortcut('previousRow', (event) => moveRow(-1, { enter: !event.key.startsWith('Arrow') }));
  useShortcut('openRow', () => openRow());
  useShortcut('save', () => submitForm());
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ShortcutHelpDialog open={help} onClose={() => setHelp(false)} />
    </Suspense>
  );
}
