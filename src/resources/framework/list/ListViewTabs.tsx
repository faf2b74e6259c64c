import { Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ListView, ResourceConfig } from '../../types';
import { listPath } from '../resourcePaths';

/** The named views of a list as deep-linkable tabs (`/{route}/{view}`). */
export function ListViewTabs({
  config,
  views,
  current,
}: {
  config: ResourceConfig;
  views: readonly ListView[];
  current: ListView;
}) {
  const translate = useTranslate();
  return (
    <Tabs value={current.path} aria-label={translate('framework.views')} variant="scrollable" sx={{ mt: 1 }}>
      {views.map((view) => (
        <Tab
          key={view.path}
          value={view.path}
          label={translate(view.label)}
          component={RouterLink}
          to={`${listPath(config)}/${view.path}`}
        />
      ))}
    </Tabs>
  );
}
