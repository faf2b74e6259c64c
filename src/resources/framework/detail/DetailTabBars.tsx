import { Tab, tabClasses, Tabs } from '@mui/material';
import type { Identifier } from 'react-admin';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { RoutedTab } from '../../schema/tabs';
import type { ResourceConfig } from '../../types';
import { detailPath, type RouteParams } from '../resourcePaths';

export interface DetailTabBarsProps {
  config: ResourceConfig;
  id: Identifier;
  params?: RouteParams;
  current: RoutedTab;
  /** The tabs the user may see (groups and their children). */
  visible: readonly RoutedTab[];
}

/**
 * The detail's tab bar and, on a tab of a group, the group's own bar below it. Every tab is a link (deep links,
 * middle click); a group links straight to its first visible child and is left out when it has none.
 */
export function DetailTabBars({ config, id, params, current, visible }: DetailTabBarsProps) {
  const translate = useTranslate();
  const firstChild = (group: RoutedTab['tab']) => visible.find((item) => item.group === group);
  const top = visible.filter(
    (item) => !item.group && (item.tab.children.length === 0 || firstChild(item.tab)),
  );
  const group = current.group;
  const children = group ? visible.filter((item) => item.group === group) : [];
  const tab = (item: RoutedTab) => (
    <Tab
      key={item.path}
      value={item.path}
      label={translate(item.tab.label)}
      component={RouterLink}
      to={detailPath(config, id, firstChild(item.tab)?.path ?? item.path, params)}
    />
  );
  return (
    <>
      <Tabs
        value={group?.path ?? current.path}
        aria-label={translate('app.detail.tabs')}
        variant="scrollable"
      >
        {top.map(tab)}
      </Tabs>
      {group && (
        <Tabs
          value={current.path}
          aria-label={translate('app.detail.group_tabs', { group: translate(group.label) })}
          variant="scrollable"
          sx={{
            borderTop: 1,
            borderColor: 'divider',
            minHeight: 40,
            [`& .${tabClasses.root}`]: { minHeight: 40 },
          }}
        >
          {children.map(tab)}
        </Tabs>
      )}
    </>
  );
}
