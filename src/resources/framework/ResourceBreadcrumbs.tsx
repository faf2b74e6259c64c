import { Breadcrumbs, Link, Typography } from '@mui/material';
import { useGetOne, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { getPath } from '../../shared/getPath';
import type { ResourceConfig } from '../types';
import { findResource } from '../registryLookup';
import { detailPath, listPath, type RouteParams } from './resourcePaths';
import type { ResourceSummary } from '../registrySummary';
import { useResourceSummaries } from './ResourceRegistryContext';
import { useCanAccessNow } from './useCanAccessNow';

/** The parent record's name (`config.parent`): its representation, read by its id. */
function ParentName({ parent, id }: { parent: ResourceSummary; id: string }) {
  const { data } = useGetOne(parent.route, { id }, { retry: false });
  const name = data ? getPath(data, parent.representation) : undefined;
  return <>{name === undefined || name === null ? id : String(name)}</>;
}

/** The parent's id: from the route parameter, or from a field of the shown record (none on a list page). */
function useParentId(config: ResourceConfig, params: RouteParams, current?: boolean): string | undefined {
  const record = useRecordContext();
  const parent = config.parent;
  if (!parent) return undefined;
  if ('param' in parent) return params[parent.param];
  const value = current || !record ? undefined : getPath(record, parent.field);
  return value === undefined || value === null || value === '' ? undefined : String(value);
}

/**
 * Where a nested screen sits (MUI Breadcrumbs with router links): on a detail page its list, and first the screen
 * the list is shown in (`config.within`: bot deploy's overview) or the record the resource belongs to
 * (`config.parent`: an NLP category's dataset, a knowledge base's tenant). `current` names the list page itself; a
 * detail page's own name is its heading.
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
  // A record-field parent is the shown record's own: it has a place on the detail page only.
  const nested = config.parent && ('param' in config.parent || !current);
  const parentConfig = nested ? findResource(registry, config.parent!.resource) : undefined;
  // A user who may not read the parent (an operator and tenants) is not led to it.
  const { canAccess: mayReadParent } = useCanAccessNow({
    resource: parentConfig?.route ?? config.route,
    action: 'show',
  });
  const parent = mayReadParent ? parentConfig : undefined;
  const parentId = useParentId(config, params, current);
  const { within } = config;
  const plural = (resource: Pick<ResourceConfig, 'label'>) => translate(resource.label, { smart_count: 2 });
  if (current && !parent && !within) return null;
  const parentLink =
    parent && parentId !== undefined && config.parent && 'field' in config.parent
      ? detailPath(parent, parentId, config.parent.tab)
      : undefined;
  return (
    <Breadcrumbs aria-label={translate('app.breadcrumbs')} sx={{ mt: 1 }}>
      {within && (
        <Link component={RouterLink} to={within.path} underline="hover" color="inherit">
          {translate(within.label)}
        </Link>
      )}
      {parent && (
        <Link component={RouterLink} to={listPath(parent)} underline="hover" color="inherit">
          {plural(parent)}
        </Link>
      )}
      {parent && parentId !== undefined && parentLink === undefined && (
        <Typography color="text.secondary">
          <ParentName parent={parent} id={parentId} />
        </Typography>
      )}
      {parent && parentId !== undefined && parentLink !== undefined && (
        <Link component={RouterLink} to={parentLink} underline="hover" color="inherit">
          <ParentName parent={parent} id={parentId} />
        </Link>
      )}
      {current ? (
        <Typography color="text.primary" aria-current="page">
          {plural(config)}
        </Typography>
      ) : (
        <Link
          component={RouterLink}
          to={within?.list ?? listPath(config, params)}
          underline="hover"
          color="inherit"
        >
          {plural(config)}
        </Link>
      )}
    </Breadcrumbs>
  );
}
