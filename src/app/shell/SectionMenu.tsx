import { Menu, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { sectionOfPath } from '../navigation/navigationEntries';
import { useNavigation } from '../navigation/useNavigation';

/**
 * The side menu: the pages of the current section the user may open (all of them outside a section), so what the
 * user may not use is never offered. The Administration guide is reached through its tab.
 */
export function SectionMenu() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { entries } = useNavigation();
  const section = sectionOfPath(pathname);
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
}
