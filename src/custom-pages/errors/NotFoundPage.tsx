import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePageTitle } from '../../app/usePageTitle';

/** Catch-all page: 'Page not found' / 'The page you were looking for does not exist' (SPEC §8). */
export function NotFoundPage() {
  const translate = useTranslate();
  const title = translate('app.not_found.title');
  usePageTitle(title);
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography variant="body1">{translate('app.not_found.message')}</Typography>
    </Box>
  );
}
