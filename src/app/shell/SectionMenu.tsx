import { memo } from 'react';
import { Menu, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { ConsoleSection } from '../../resources/types';
import { sectionOfPath } from '../navigation/navigationEntries';
import { useNavigation } from '../navigation/useNavigation';

/**
 * The side menu: the pages of the current section the user may open (all of them outside a section), so what the
 * user may not use is never offered. The Administration guide is reached through its tab.
 */
export function SectionMenu() {
  const { pathname } = useLocation();
  return <SectionMenuEntries section={sectionOfPath(pathname)} />;
}

/** Built again only when the section changes, not on every navigation inside it (a list's next page). */
const SectionMenuEntries = memo(function SectionMenuEntries({ section }: { section: ConsoleSection | null }) {
  const translate = useTranslate();
  const { entries } = useNavigation();
  const shown = section ? entries.filter((entry) => entry.section === section) : entries;
  return (
    <Menu>
      {shown.map((entry) => {
        const Icon = entry.icon;
        return (
          <Menu.Item
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
