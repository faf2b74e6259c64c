import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { lazyView } from '../../app/lazyView';
import { NotFoundPage } from '../../custom-pages/errors/NotFoundPage';
import type { ResourceConfig } from '../types';
import { resourceIcon } from './resourceIcons';

// Views are downloaded on first use so the entry chunk stays small.
const ResourceList = lazyView(() => import('./ResourceList').then((module) => module.ResourceList));
const ResourceDetail = lazyView(() => import('./ResourceDetail').then((module) => module.ResourceDetail));

/**
 * The react-admin `<Resource>` of a configured resource: named by its route (react-admin derives paths and menu
 * links from the name), list at `/{route}`, detail tabs at `/{route}/detail/:id/*`.
 * react-admin mounts the list at `/{route}/*`, so any other sub-path (`/flows/garbage/xyz`) would show the list:
 * a `:segment/*` route outranks that splat and answers with the not-found page instead (SPEC §8).
 * Must be called (not rendered as a component) so `<Admin>` sees a `<Resource>` child.
 */
export function renderResource(config: ResourceConfig) {
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
  return (
    <Resource
      key={config.route}
      name={config.route}
      options={{ label: config.label }}
      icon={resourceIcon(config.icon)}
      recordRepresentation={config.representation}
      list={<ResourceList config={config} />}
    >
      <Route path="detail/:id/*" element={<ResourceDetail config={config} />} />
      {config.list.views.length > 0 && <Route path=":view" element={<ResourceList config={config} />} />}
      <Route path=":unknown/*" element={<NotFoundPage />} />
    </Resource>
  );
}
