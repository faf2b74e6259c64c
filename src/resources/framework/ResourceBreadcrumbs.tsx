import { Breadcrumbs, Link, Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { getPath } from '../../shared/getPath';
import type { ResourceConfig } from '../types';
import { findResource } from '../registryLookup';
import { listPath, type RouteParams } from './resourcePaths';
import type { ResourceSummary } from '../registrySummary';
import { useResourceSummaries } from './ResourceRegistryContext';

/** The parent record's name (`config.parent`): its representation, read by the id in the route parameter. */
function ParentName({ parent, id }: { parent: ResourceSummary; id: string }) {
  const { data } = useGetOne(parent.route, { id }, { retry: false });
  const name = data ? getPath(data, parent.representation) : undefined;
  return <>{name === undefined || name === null ? id : String(name)}</>;
}

/**
 * Where a nested screen sits (MUI Breadcrumbs with router links): on a detail page its list, and for a resource
 * with a `parent` (an NLP category's dataset) the parent's list and record first. `current` names the list page
 * itself; a detail page's own name is its heading.
 */
export function ResourceBreadcrumbs({
  config,
  params = {},
  current,
}: {
  config: ResourceConfig;
  params?: RouteParams;
  /** The list page itself: the last crumb is the resource's name, not a link. */
  current?: boolean;
}) {
  const translate = useTranslate();
  const registry = useResourceSummaries();
  const parent = config.parent ? findResource(registry, config.parent.resource) : undefined;
  const parentId = config.parent ? params[config.parent.param] : undefined;
  const plural = (resource: Pick<ResourceConfig, 'label'>) => translate(resource.label, { smart_count: 2 });
  if (current && !parent) return null;
  return (
    <Breadcrumbs aria-label={translate('app.breadcrumbs')} sx={{ mt: 1 }}>
      {parent && (
        <Link component={RouterLink} to={listPath(parent)} underline="hover" color="inherit">
          {plural(parent)}
        </Link>
      )}
      {parent && parentId !== undefined && (
        <Typography color="text.secondary">
          <ParentName parent={parent} id={parentId} />
        </Typography>
      )}
      {current ? (
        <Typography color="text.primary" aria-current="page">
          {plural(config)}
        </Typography>
      ) : (
        <Link component={RouterLink} to={listPath(config, params)} underline="hover" color="inherit">
          {plural(config)}
        </Link>
      )}
    </Breadcrumbs>
  );
}
