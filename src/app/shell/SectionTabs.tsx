import { Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { SECTIONS, sectionOfPath, sectionTarget } from '../navigation/navigationEntries';
import { useNavigation } from '../navigation/useNavigation';

/**
 * The top bar's section tabs (SPEC §1): Flows, Campaigns, Administration. A tab shows only when its section holds
 * something the user may open; Flows and Campaigns lead to their first such page, Administration to its guide.
 */
export function SectionTabs() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { entries } = useNavigation();
  const tabs = SECTIONS.map((section) => ({ section, to: sectionTarget(section, entries) })).filter(
    (tab): tab is { section: (typeof SECTIONS)[number]; to: string } => tab.to !== null,
  );
  if (tabs.length === 0) return null;
  const active = sectionOfPath(pathname);
  return (
    <Tabs
      value={tabs.some((tab) => tab.section === active) ? active : false}
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
          component={RouterLink}
          to={tab.to}
        />
      ))}
    </Tabs>
  );
}
