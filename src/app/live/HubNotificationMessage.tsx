import { Button, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import type { HubNotify } from '../../shared/liveEvents';

/** Only in-console paths are followed: a pushed link must never lead the user off-site. */
export const isConsolePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** A notification text with its optional action button (SPEC §3: notification with optional action button). */
export function HubNotificationMessage({ text, action }: Pick<HubNotify, 'text' | 'action'>) {
  const navigate = useNavigate();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography variant="body2">{text}</Typography>
      {action && isConsolePath(action.url) && (
        <Button color="inherit" size="small" onClick={() => navigate(action.url)}>
          {action.label}
        </Button>
      )}
    </Stack>
  );
}
