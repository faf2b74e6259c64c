import { Box, Button, Link, Typography } from '@mui/material';
import { useCanAccess, useLogout, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { HOME_PATH } from '../../app/homePath';
import { usePageTitle } from '../../app/usePageTitle';
import { listPath } from '../../resources/framework/resourcePaths';
import { useResourceSummaries } from '../../resources/framework/ResourceRegistryContext';

/**
 * Shown when a route's required permissions are missing (SPEC §6, §8); `?code=` overrides the 403 default. The link
 * home is offered only to a user who may open the home page: for anyone else it would lead straight back here, so
 * they are offered to sign out (and in as someone else) instead.
 */
export function NotAuthorizedPage() {
  const translate = useTranslate();
  const logout = useLogout();
  const [params] = useSearchParams();
  const home = useResourceSummaries().find((resource) => listPath(resource) === HOME_PATH);
  const { canAccess: mayGoHome } = useCanAccess({
    resource: home?.route ?? '',
    action: 'list',
    enabled: home !== undefined,
  });
  const code = /^\d{3}$/.test(params.get('code') ?? '') ? params.get('code') : '403';
  const title = translate('app.not_authorized.title', { code });
  usePageTitle(title);
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography variant="body1">
        {translate('app.not_authorized.message')}{' '}
        {mayGoHome === true && (
          <Link component={RouterLink} to="/">
            {translate('app.not_authorized.back')}
          </Link>
        )}
      </Typography>
      {(mayGoHome === false || home === undefined) && (
        <Button variant="contained" sx={{ mt: 2 }} onClick={() => logout()}>
          {translate('app.not_authorized.sign_out')}
        </Button>
      )}
    </Box>
  );
}
