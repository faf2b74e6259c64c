import { useTranslate } from 'react-admin';
import { RouterTabs } from '../../../utils/RouterTabs';
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
  const tabs = views.map((view) => ({
    key: view.path,
    label: translate(view.label),
    to: `${listPath(config)}/${view.path}`,
  }));
  return (
    <RouterTabs
      tabs={tabs}
      value={current.path}
      label={translate('framework.views')}
      variant="scrollable"
      sx={{ mt: 1 }}
    />
  );
}
