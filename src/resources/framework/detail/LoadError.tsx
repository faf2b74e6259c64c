import { Alert, AlertTitle, Link } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useListContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../../../app/usePageTitle';
import { errorMessage } from '../../../providers/apiError';
import type { ResourceConfig } from '../../types';
import { listPath } from '../resourcePaths';

/**
 * What a detail page shows, at its own address, when its record cannot be loaded (e.g. 404 'Flow not found'):
 * the failure and a way back to the list, instead of react-admin's redirect to the list (SPEC §8).
 */
export function RecordLoadError({ config, error }: { config: ResourceConfig; error: unknown }) {
  const translate = useTranslate();
  const name = translate(config.label, { smart_count: 1 });
  usePageTitle(name);
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      <Title title={name} />
      <AlertTitle component="h1">{translate('framework.load_failed', { name })}</AlertTitle>
      {errorMessage(error)}{' '}
      <Link component={RouterLink} to={listPath(config)}>
        {translate('framework.back_to_list', { name: translate(config.label, { smart_count: 2 }) })}
      </Link>
    </Alert>
  );
}

/** A tab's own data (e.g. a related list) that failed to load: the failure in place of the data. */
export function TabLoadError({ error }: { error: unknown }) {
  const translate = useTranslate();
  return (
    <Alert severity="error">
      <AlertTitle>{translate('framework.tab_load_failed')}</AlertTitle>
      {errorMessage(error)}
    </Alert>
  );
}

/** A list's rows, or the failure of its request in their place (related lists, a page's list). */
export function UnlessListFailed({ children }: { children: ReactNode }) {
  const { error } = useListContext();
  return error ? <TabLoadError error={error} /> : children;
}
