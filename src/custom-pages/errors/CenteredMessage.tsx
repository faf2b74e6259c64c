import { Box, Button, CircularProgress, Typography } from '@mui/material';

/** Full-page message used before the layout exists: a spinner, or an error with one action. */
export function CenteredMessage({
  title,
  detail,
  action,
  busy = false,
}: {
  title: string;
  detail?: string;
  action?: { label: string; href?: string; onClick?: () => void };
  busy?: boolean;
}) {
  return (
    <Box
      role={busy ? 'status' : 'alert'}
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
      }}
    >
      {busy && <CircularProgress aria-hidden />}
      <Typography variant={busy ? 'body1' : 'h5'} component={busy ? 'p' : 'h1'}>
        {title}
      </Typography>
      {detail && (
        <Typography component="pre" variant="body2" sx={{ whiteSpace: 'pre-wrap', maxWidth: 720 }}>
          {detail}
        </Typography>
      )}
      {action && (
        <Button variant="contained" href={action.href} onClick={action.onClick}>
          {action.label}
        </Button>
      )}
    </Box>
  );
}
