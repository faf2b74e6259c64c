import { Tab, Tabs } from '@mui/material';
import { memo, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { ConsoleSection } from '../../resources/types';
import { SECTIONS, sectionOfPath, sectionTarget } from '../navigation/navigationEntries';
import { StableLink } from '../navigation/StableLink';
import { useNavigation } from '../navigation/useNavigation';

interface SectionTab {
  section: ConsoleSection;
  to: string;
}

/**
 * The top bar's section tabs (SPEC §1): Flows, Campaigns, Administration. A tab shows only when its section holds
 * something the user may open; Flows and Campaigns lead to their first such page, Administration to its guide.
 */
export function SectionTabs() {
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
  return <SectionTabBar tabs={tabs} value={tabs.some((tab) => tab.section === active) ? active : false} />;
}

/**
 * Rendered again only when the tabs or the selected one change: MUI's Tabs measure their indicator (a forced layout)
 * after every render, and every navigation inside a section (a list's next page) would pay for it.
 */
const SectionTabBar = memo(function SectionTabBar({
  tabs,
  value,
}: {
  tabs: SectionTab[];
  value: ConsoleSection | false | null;
}) {
  const translate = useTranslate();
  return (
    <Tabs
      value={value}
      aria-label={translate('app.shell.sections')}
      textColor="inherit"
      indicatorColor="secondary"
      // Unselected tabs keep the top bar's full text colour (MUI dims them below a readable contrast); the indicator
      // marks the selected one.
      sx={{ minHeight: 48, '& .MuiTab-root': { minHeight: 48, opacity: 1 } }}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab.section}
          value={tab.section}
          label={translate(`app.shell.section.${tab.section}`)}
          // Not react-router's link, which renders again on every navigation.
          component={StableLink}
          to={tab.to}
        />
      ))}
    </Tabs>
  );
});
