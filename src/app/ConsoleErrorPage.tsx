import HistoryIcon from '@mui/icons-material/History';
import ErrorIcon from '@mui/icons-material/Report';
import { Box, Button, Typography } from '@mui/material';
import type { ErrorInfo } from 'react';
import { useResetErrorBoundaryOnLocationChange, useTranslate } from 'react-admin';

export interface ConsoleErrorPageProps {
  error: Error;
  errorInfo?: ErrorInfo;
  /** Given at the admin's level; inside the layout, react-admin's error boundary resets itself. */
  resetErrorBoundary?: (...args: unknown[]) => void;
}

const noReset = () => undefined;

/**
 * What a screen that crashed shows, inside the layout or in place of it: react-admin's error page texts and a way
 * back. react-admin's `error` slot (of the admin and of the layout).
 */
export function ConsoleErrorPage({ resetErrorBoundary }: ConsoleErrorPageProps) {
  const translate = useTranslate();
  useResetErrorBoundaryOnLocationChange(resetErrorBoundary ?? noReset);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 6, px: 2 }}>
      <Typography
        component="h2"
        variant="h5"
        role="alert"
        sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <ErrorIcon color="error" aria-hidden />
        {translate('ra.page.error')}
      </Typography>
      <Typography>{translate('ra.message.error')}</Typography>
      <Button variant="contained" startIcon={<HistoryIcon />} onClick={() => window.history.go(-1)}>
        {translate('ra.action.back')}
      </Button>
    </Box>
  );
}

/** react-admin's `/authentication-error` route: the permission check itself failed (not a refusal). */
export function ConsoleAuthenticationErrorPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 6, px: 2 }}>
      <Typography component="h2" variant="h5" role="alert">
        {translate('ra.page.authentication_error')}
      </Typography>
      <Typography>{translate('ra.message.authentication_error')}</Typography>
    </Box>
  );
}
