import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { SECTIONS, sectionOfPath, sectionTarget } from '../navigation/navigationEntries';
import { useNavigation } from '../navigation/useNavigation';
import { SectionTabBar, type SectionTab } from './SectionTabBar';

/**
 * The top bar's section tabs (SPEC §1): Flows, Campaigns, Administration. A tab shows only when its section holds
 * something the user may open; Flows and Campaigns lead to their first such page, Administration to its guide.
 */
export function SectionTabs({ orientation }: { orientation?: 'vertical' }) {
  const { pathname } = useLocation();
  const { entries } = useNavigation();
  const tabs = useMemo(
    () =>
      SECTIONS.map((section) => ({ section, to: sectionTarget(section, entries) })).filter(
        (tab): tab is SectionTab => tab.to !== null,
      ),
    [entries],
  );
  if (tabs.length === 0) return null;
  const active = sectionOfPath(pathname);
  return (
    <SectionTabBar
      tabs={tabs}
      value={tabs.some((tab) => tab.section === active) ? active : false}
      orientation={orientation}
    />
  );
}
