import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';

/** Shown when a route's required permissions are missing (SPEC §6, §8); `?code=` overrides the 403 default. */
export function NotAuthorizedPage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
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
        <Link component={RouterLink} to="/">
          {translate('app.not_authorized.back')}
        </Link>
      </Typography>
    </Box>
  );
}
