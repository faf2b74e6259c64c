import { Tab, Tabs, type TabsProps } from '@mui/material';
import { Link } from 'react-router-dom';

export interface RouterTab {
  key: string;
  label: string;
  to: string;
}

/**
 * MUI's tabs whose tabs are react-router links (deep links, middle click), the one of `value` selected. `tone`
 * "inherit" keeps the surrounding text colour at full strength (the top bar, where MUI's dimmed unselected tabs fall
 * below a readable contrast) with a secondary indicator.
 */
export function RouterTabs({
  tabs,
  value,
  label,
  tone = 'primary',
  ...props
}: {
  tabs: readonly RouterTab[];
  value: string | false | null;
  label: string;
  tone?: 'primary' | 'inherit';
} & Omit<TabsProps, 'value' | 'children' | 'aria-label'>) {
  const selected = tabs.some((tab) => tab.key === value) ? value : false;
  const inherit = tone === 'inherit';
  return (
    <Tabs
      value={selected}
      aria-label={label}
      {...(inherit && { textColor: 'inherit', indicatorColor: 'secondary' })}
      {...props}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab.key}
          value={tab.key}
          label={tab.label}
          component={Link}
          to={tab.to}
          sx={inherit ? FULL_STRENGTH : undefined}
        />
      ))}
    </Tabs>
  );
}

const FULL_STRENGTH = { opacity: 1 } as const;
