import { Box, Card, CardContent, Tab, Tabs } from '@mui/material';
import {
  Loading,
  ShowBase,
  Title,
  useCanAccess,
  useNotify,
  useRecordContext,
  useShowContext,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';
import { NotFoundPage } from '../../custom-pages/errors/NotFoundPage';
import { errorMessage, isSilentError } from '../../providers/apiError';
import { getPath } from '../../shared/getPath';
import type { DetailTab, ResourceConfig } from '../types';
import { DetailDialogs } from './detail/DetailDialogs';
import { RecordLoadError } from './detail/LoadError';
import { RecordActions } from './detail/RecordActions';
import { TabContent } from './detail/TabContent';
import { DEFAULT_TAB, detailPath, isDefaultTabAlias } from './resourcePaths';
import { useAllowed } from './useAllowed';

/**
 * Generic detail page mounted at `/{route}/detail/:id/*`: each tab is a real sub-route; empty and 'basic'
 * sub-paths redirect to overview, unknown tabs show the not-found page, tabs the user may not see are hidden.
 * A record that fails to load (404 and others) keeps the page at its address with the failure shown and notified
 * as the API words it, where react-admin would say 'Element does not exist' and go back to the list (SPEC §8).
 */
export function ResourceDetail({ config }: { config: ResourceConfig }) {
  const { id, '*': subPath = '' } = useParams();
  // react-admin fetches once the access check settles, even when denied; only fetch when allowed.
  const { canAccess } = useCanAccess({ resource: config.route, action: 'show' });
  const notify = useNotify();
  if (!id) return <NotFoundPage />;
  if (isDefaultTabAlias(subPath)) return <Navigate to={detailPath(config, id, DEFAULT_TAB)} replace />;
  const tab = config.detail.tabs.find((item) => item.path === subPath.replace(/\/+$/, ''));
  if (!tab) return <NotFoundPage />;
  return (
    <ShowBase
      resource={config.route}
      id={id}
      loading={<Loading />}
      error={<FailedRecord config={config} />}
      queryOptions={{
        enabled: canAccess === true,
        onError: (error) => {
          if (!isSilentError(error)) notify(errorMessage(error), { type: 'error' });
        },
      }}
    >
      <DetailView config={config} id={id} tab={tab} />
    </ShowBase>
  );
}

function FailedRecord({ config }: { config: ResourceConfig }) {
  const { error } = useShowContext();
  return <RecordLoadError config={config} error={error} />;
}

function DetailView({ config, id, tab }: { config: ResourceConfig; id: string; tab: DetailTab }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const allowed = useAllowed(
    config.route,
    config.detail.tabs.map((item) => `tab:${item.path}`),
  );
  const representation = record ? getPath(record, config.representation) : undefined;
  const title = representation ? String(representation) : translate(config.label, { smart_count: 1 });
  usePageTitle(title);
  if (allowed && !allowed[`tab:${tab.path}`]) return <Navigate to="/not-authorized" replace />;
  const tabs = config.detail.tabs.filter((item) => allowed?.[`tab:${item.path}`] ?? item === tab);

  return (
    <>
      <Title title={title} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <RecordActions config={config} />
      </Box>
      <Card sx={{ mt: 1 }}>
        <Tabs value={tab.path} aria-label={translate('app.detail.tabs')} variant="scrollable">
          {tabs.map((item) => (
            <Tab
              key={item.path}
              value={item.path}
              label={translate(item.label)}
              component={RouterLink}
              to={detailPath(config, id, item.path)}
            />
          ))}
        </Tabs>
        <CardContent>
          <TabContent config={config} tab={tab} />
        </CardContent>
      </Card>
      <DetailDialogs config={config} />
    </>
  );
}
