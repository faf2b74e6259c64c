import { memo } from 'react';
import { Menu, useTranslate } from 'react-admin';
import { matchPath, useLocation } from 'react-router-dom';
import type { ConsoleSection } from '../../resources/types';
import { sectionOfPath, type NavigationEntry } from '../navigation/navigationEntries';
import { useRegistryPending } from '../../resources/framework/ResourceRegistryContext';
import { useNavigation } from '../navigation/useNavigation';
import { SectionMenuItem, sectionMenuItemStyles } from './SectionMenuItem';

/**
 * The side menu: the pages of the current section the user may open (all of them outside a section), so what the
 * user may not use is never offered. The Administration guide is reached through its tab.
 */
export function SectionMenu() {
  const { pathname } = useLocation();
  const { entries } = useNavigation();
  // The entries the address is in (react-admin's rule: a prefix match, `/` only exactly), as one key.
  const active = entries
    .filter((entry) => matchPath({ path: entry.path, end: entry.path === '/' }, pathname))
    .map((entry) => entry.path)
    .join(' ');
  // Runtime resources join the menu once checked, after the first screen: say so to assistive technology (and tests).
  const busy = useRegistryPending() !== undefined;
  return (
    <SectionMenuEntries entries={entries} section={sectionOfPath(pathname)} active={active} busy={busy} />
  );
}

/** Built again only when the section or the active entry changes, not on every navigation (a list's next page). */
const SectionMenuEntries = memo(function SectionMenuEntries({
  entries,
  section,
  active,
  busy,
}: {
  /** From {@link useNavigation} above: the permissions hook follows the address (react-admin's logout redirect). */
  entries: NavigationEntry[];
  section: ConsoleSection | null;
  /** Paths of the active entries, separated by spaces. */
  active: string;
  /** More entries may still arrive. */
  busy: boolean;
}) {
  const translate = useTranslate();
  const shown = section ? entries.filter((entry) => entry.section === section) : entries;
  const activePaths = active.split(' ');
  return (
    <Menu aria-busy={busy} sx={sectionMenuItemStyles}>
      {shown.map((entry) => {
        const Icon = entry.icon;
        return (
          <SectionMenuItem
            key={entry.path}
            to={entry.path}
            label={translate(entry.label, { smart_count: 2, _: entry.label })}
            icon={Icon ? <Icon /> : undefined}
            active={activePaths.includes(entry.path)}
          />
        );
      })}
    </Menu>
  );
});
