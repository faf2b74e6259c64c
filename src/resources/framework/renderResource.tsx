import { Suspense, type ReactElement } from 'react';
import { Loading, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { NotFoundPage } from '../../custom-pages/errors/NotFoundPage';
import type { ResourceSummary } from '../registrySummary';
import { DetailIdGate } from './detail/DetailIdGate';
import { FeatureGate } from './FeatureGate';
import { resourceIcon } from './resourceIcons';
import { ResourceDetail, ResourceList } from './resourceViews';
import { useResourceConfig } from './ResourceRegistryContext';

/**
 * A resource screen: its view's code (downloaded on first use) with the resource's completed configuration, which
 * comes with its area (react-admin's `Loading` while the area loads).
 */
function ConfiguredView(props: { name: string; view: 'list' | 'detail' }) {
  return (
    <Suspense fallback={<Loading />}>
      <AreaView {...props} />
    </Suspense>
  );
}

function AreaView({ name, view }: { name: string; view: 'list' | 'detail' }) {
  const config = useResourceConfig(name);
  if (!config) throw new Error(`Unknown resource "${name}"`);
  return view === 'list' ? <ResourceList config={config} /> : <ResourceDetail config={config} />;
}

/**
 * The react-admin `<Resource>` of a configured resource: named by its route (react-admin derives paths and menu
 * links from the name), list at `/{route}`, detail tabs at `/{route}/detail/:id/*` (or the composite key's
 * `detail/:name/:server/*`). Must be called (not rendered as a component) so `<Admin>` sees a `<Resource>` child.
 */
export function renderResource(config: ResourceSummary) {
  // Embedded resources live inside other resources' pages: a definition (labels, representation), no routes.
  if (config.embedded)
    return (
      <Resource
        key={config.route}
        name={config.route}
        options={{ label: config.label }}
        recordRepresentation={config.representation}
      />
    );
  return resourceElement(config, {
    list: <ConfiguredView name={config.name} view="list" />,
    detail: <ConfiguredView name={config.name} view="detail" />,
  });
}

/**
 * The `<Resource>` element with the given views (tests pass them eagerly loaded). react-admin mounts a resource at
 * `{name}/*`, so `:parameters` of the route (`administration/billing/:app/:idTenant`) are matched like any
 * react-router parameter and reach the views through `useParams`; react-admin itself never fills them, which is why
 * the views pass them to the data provider in `meta.params`. An optional parameter (`flows/:idFolder?`) would
 * swallow `detail` there (react-router ranks `flows/:idFolder/*` above `flows/*`), so such a resource is mounted at
 * the part before it and the rest of the route becomes a child route of the list, beside the detail's static one;
 * deeper or bare detail sub-paths (`/flows/garbage/xyz`, `/flows/detail`) stay unknown.
 * Named list views are child routes too (`:view`). react-admin mounts the list at `/{route}/*`, so any other
 * sub-path (`/flows/garbage/xyz`) would show the list: a `:segment/*` route outranks that splat and answers with the
 * not-found page instead (SPEC §8).
 */
export function resourceElement(
  config: ResourceSummary,
  shown: { list: ReactElement; detail: ReactElement },
) {
  // A resource behind an application configuration switch (conversations) has no screens while it is off.
  const views = {
    list: <FeatureGate feature={config.feature}>{shown.list}</FeatureGate>,
    detail: (
      <FeatureGate feature={config.feature}>
        <DetailIdGate config={config}>{shown.detail}</DetailIdGate>
      </FeatureGate>
    ),
  };
  const { mount, tail } = resourceMount(config);
  const detail = [...tail.filter((part) => !part.endsWith('?')), config.detail.route].join('/');
  const detailRoute = <Route key="detail" path={`${detail}/*`} element={views.detail} />;
  return (
    <Resource
      key={config.route}
      name={mount}
      options={{ label: config.label }}
      icon={resourceIcon(config.icon)}
      recordRepresentation={config.representation}
      list={views.list}
    >
      {detailRoute}
      {config.list.views.length > 0 && <Route key="view" path=":view" element={views.list} />}
      {tail.length > 0 && <Route key="list" path={tail.join('/')} element={views.list} />}
      {/* The detail's own segment without a record (`/flows/detail`) is no folder of the list. */}
      {tail.length > 0 && <Route key="bare" path={detail.split('/')[0]} element={<NotFoundPage />} />}
      <Route key="unknown" path=":unknown/*" element={<NotFoundPage />} />
    </Resource>
  );
}

/** Where react-admin mounts a resource (`/{mount}/*`): its route up to an optional parameter; `tail` is the rest. */
export function resourceMount(config: Pick<ResourceSummary, 'route'>): { mount: string; tail: string[] } {
  const segments = config.route.split('/');
  const optional = segments.findIndex((part) => part.endsWith('?'));
  if (optional < 0) return { mount: config.route, tail: [] };
  return { mount: segments.slice(0, optional).join('/'), tail: segments.slice(optional) };
}
