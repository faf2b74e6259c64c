import { Box, Card, CardContent } from '@mui/material';
import { Suspense } from 'react';
import {
  Loading,
  ShowBase,
  Title,
  useNotify,
  useRecordContext,
  useShowContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';
import { ResourceBreadcrumbs } from './ResourceBreadcrumbs';
import { NotFoundPage } from '../../custom-pages/errors/NotFoundPage';
import { errorMessage, isSilentError } from '../../providers/apiError';
import { getPath } from '../../shared/getPath';
import type { RoutedTab } from '../schema/tabs';
import type { ResourceConfig } from '../types';
import { CUSTOM_COMPONENTS } from './customComponents';
import { DetailDialogs } from './detail/DetailDialogs';
import { RecordLoadError } from './detail/LoadError';
import { DetailTabBars } from './detail/DetailTabBars';
import { RecordActions } from './detail/RecordActions';
import { TabContent } from './detail/TabContent';
import { useDetailTab } from './detail/useDetailTab';
import { detailPath, recordIdOf, type RouteParams } from './resourcePaths';
import { useRouteParams } from './useRouteParams';
import { useCanAccessNow } from './useCanAccessNow';

/**
 * Generic detail page mounted at `/{route}/{detail.route}/*` (`detail/:id/*`, or `detail/:name/:server/*` for a
 * composite key): each tab is a real sub-route, a group's tabs too (`advanced/monitoring`); empty and 'basic'
 * sub-paths redirect to overview and a group to its first child, unknown tabs show the not-found page, tabs the user
 * may not see are hidden and their addresses not authorized. Route parameters reach the data provider in `meta`.
 * A record that fails to load (404 and others) keeps the page at its address with the failure shown and notified
 * as the API words it, where react-admin would say 'Element does not exist' and go back to the list (SPEC §8).
 */
export function ResourceDetail({ config }: { config: ResourceConfig }) {
  const urlParams = useParams();
  const params = useRouteParams(config);
  const id = recordIdOf(config, urlParams);
  const state = useDetailTab(config, urlParams['*'] ?? '');
  // react-admin fetches once the access check settles, even when denied; only fetch when allowed.
  const { canAccess } = useCanAccessNow({ resource: config.route, action: 'show' });
  const notify = useNotify();
  // A redirect to the default tab keeps the query (`?fullConversations=true`).
  const { search } = useLocation();
  if (id === undefined || state.kind === 'notFound') return <NotFoundPage />;
  if (state.kind === 'redirect')
    return <Navigate to={`${detailPath(config, id, state.tab, params)}${search}`} replace />;
  if (state.kind === 'notAuthorized' || canAccess === false) return <Navigate to="/not-authorized" replace />;
  return (
    <ShowBase
      // Checked above, synchronously once the permissions are known; the sign-in is react-admin's (`requireAuth`).
      disableAuthentication
      resource={config.route}
      id={id}
      loading={<Loading />}
      error={<FailedRecord config={config} />}
      queryOptions={{
        enabled: canAccess === true,
        meta: params ? { params } : undefined,
        onError: (error) => {
          if (!isSilentError(error)) notify(errorMessage(error), { type: 'error' });
        },
      }}
    >
      {state.kind === 'ready' ? (
        <DetailView config={config} id={id} params={params} {...state} />
      ) : (
        <Loading />
      )}
    </ShowBase>
  );
}

function FailedRecord({ config }: { config: ResourceConfig }) {
  const { error } = useShowContext();
  return <RecordLoadError config={config} error={error} />;
}

interface DetailViewProps {
  config: ResourceConfig;
  id: Identifier;
  params?: RouteParams;
  current: RoutedTab;
  visible: RoutedTab[];
}

function DetailView({ config, id, params, current, visible }: DetailViewProps) {
  const translate = useTranslate();
  const record = useRecordContext();
  const representation = record ? getPath(record, config.representation) : undefined;
  const title = representation ? String(representation) : translate(config.label, { smart_count: 1 });
  usePageTitle(title);
  const Header = config.detail.header ? CUSTOM_COMPONENTS[config.detail.header] : undefined;

  return (
    <>
      <Title title={title} />
      <ResourceBreadcrumbs config={config} params={params} />
      {Header && record && (
        <Suspense fallback={<Loading />}>
          <Box sx={{ mt: 2 }}>
            <Header config={config} record={record} />
          </Box>
        </Suspense>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <RecordActions config={config} />
      </Box>
      <Card sx={{ mt: 1 }}>
        <DetailTabBars config={config} id={id} params={params} current={current} visible={visible} />
        <CardContent>
          <TabContent config={config} tab={current.tab} />
        </CardContent>
      </Card>
      <DetailDialogs config={config} />
    </>
  );
}
