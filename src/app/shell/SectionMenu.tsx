import { memo } from 'react';
import { Menu, MenuItemLink, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { ConsoleSection } from '../../resources/types';
import { sectionOfPath, type NavigationEntry } from '../navigation/navigationEntries';
import { useRegistryPending } from '../../resources/framework/ResourceRegistryContext';
import { useNavigation } from '../navigation/useNavigation';
import { SectionTabs } from './SectionTabs';
import { useCompactShell } from './useCompactShell';

/**
 * The side menu: the pages of the current section the user may open (all of them outside a section), so what the
 * user may not use is never offered. The Administration guide is reached through its tab. In a narrow window the
 * section tabs lead the menu (the top bar has no room for them).
 */
export function SectionMenu() {
  const { pathname } = useLocation();
  const { entries } = useNavigation();
  // Runtime resources join the menu once checked, after the first screen: say so to assistive technology (and tests).
  const busy = useRegistryPending() !== undefined;
  const compact = useCompactShell();
  return (
    <>
      {compact && <SectionTabs orientation="vertical" />}
      <SectionMenuEntries entries={entries} section={sectionOfPath(pathname)} busy={busy} />
    </>
  );
}

/** Built again only when the entries or the section change; each item marks itself active (react-admin's rule). */
const SectionMenuEntries = memo(function SectionMenuEntries({
  entries,
  section,
  busy,
}: {
  /** From {@link useNavigation} above: the permissions hook follows the address (react-admin's logout redirect). */
  entries: NavigationEntry[];
  section: ConsoleSection | null;
  /** More entries may still arrive. */
  busy: boolean;
}) {
  const translate = useTranslate();
  const shown = section ? entries.filter((entry) => entry.section === section) : entries;
  return (
    <Menu aria-busy={busy}>
      {shown.map((entry) => {
        const Icon = entry.icon;
        return (
          <MenuItemLink
            key={entry.path}
            to={entry.path}
            primaryText={translate(entry.label, { smart_count: 2, _: entry.label })}
            leftIcon={Icon ? <Icon /> : undefined}
          />
        );
      })}
    </Menu>
  );
});
