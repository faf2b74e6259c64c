import { Card, CardContent } from '@mui/material';
import { Suspense } from 'react';
import { Loading, usePermissions, useTranslate } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { RouterTabs } from '../utils/RouterTabs';
import { PageHeading } from '../utils/PageHeading';
import { usePageTitle } from '../app/usePageTitle';
import { canAccessAll } from '../shared/permissions';
import { pageTabPath, type PageDefinition, type PageTab } from './definePage';
import { NotFoundPage } from './errors/NotFoundPage';
import { pageView } from './pageView';
import { notAuthorizedPage } from './errors/notAuthorizedDefinition';

/**
 * A page of the page registry at its route: the permission check before anything mounts (missing → /not-authorized,
 * SPEC §6), the title '{label} - {product}' (SPEC §2), and for pages with tabs the tab bar, one real sub-route per
 * tab and the bare path leading to the first tab the user may open.
 */
export function PageRoute({ page }: { page: PageDefinition }) {
  const translate = useTranslate();
  const { '*': subPath = '' } = useParams();
  const { permissions, isPending, error } = usePermissions();
  const title = translate(page.label, { _: page.label });
  usePageTitle(page.ownTitle ? undefined : title);
  const guarded = page.permissions.length > 0 || !!page.tabs?.some((tab) => tab.permissions.length > 0);
  if (guarded && isPending) return <Loading />;
  const allowed = (tab?: PageTab) =>
    !(guarded && error) && canAccessAll(permissions, [...page.permissions, ...(tab?.permissions ?? [])]);
  if (!allowed()) return <Navigate to={notAuthorizedPage.path} replace />;

  const Page = pageView(page);
  const content = (tab?: PageTab) => (
    <Suspense fallback={<Loading />}>
      <Page page={page} tab={tab} />
    </Suspense>
  );
  const heading = page.ownTitle ? null : <PageHeading title={title} />;
  if (!page.tabs) {
    return (
      <>
        {heading}
        {content()}
      </>
    );
  }

  const shown = page.tabs.filter((tab) => allowed(tab));
  const wanted = subPath.replace(/^\/+|\/+$/g, '');
  if (wanted === '') {
    const first = shown[0] ?? page.tabs[0]!;
    return <Navigate to={pageTabPath(page, first)} replace />;
  }
  const tab = page.tabs.find((item) => item.path === wanted);
  if (!tab) return <NotFoundPage />;
  if (!allowed(tab)) return <Navigate to={notAuthorizedPage.path} replace />;
  return (
    <>
      {heading}
      <Card>
        <RouterTabs
          tabs={shown.map((item) => ({
            key: item.path,
            label: translate(item.label, { _: item.label }),
            to: pageTabPath(page, item),
          }))}
          value={tab.path}
          label={translate('app.detail.tabs')}
          variant="scrollable"
        />
        <CardContent>{content(tab)}</CardContent>
      </Card>
    </>
  );
}
