import NotificationsIcon from '@mui/icons-material/Notifications';
import { Alert, Box, CircularProgress, IconButton, Popover, Stack, Typography } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { BackgroundTask, ListResponse } from '../../types/api';
import { useConsoleTimeZone } from '../../utils/useConsoleTimeZone';
import { useShellServices } from '../ConsoleServicesContext';
import { TASK_CARD_WIDTH, TaskCard } from './TaskCard';

/** SPEC §9: notification popover max height 600. */
export const POPOVER_MAX_HEIGHT = 600;
const PAGE_SIZE = 50;

type TasksState =
  | { status: 'loading' }
  | { status: 'loaded'; tasks: BackgroundTask[] }
  | { status: 'failed'; message: string };

/**
 * The notification bell (SPEC §1): opening it reads the user's background tasks, newest first, once per opening.
 * Live updates of the list come with the hub connection.
 */
export function NotificationBell() {
  const translate = useTranslate();
  const { httpClient, config } = useShellServices();
  const timeZone = useConsoleTimeZone();
  const popoverId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [state, setState] = useState<TasksState>({ status: 'loading' });
  const request = useRef(0);

  const open = (target: HTMLElement) => {
    setAnchor(target);
    setState({ status: 'loading' });
    const current = (request.current += 1);
    const query = new URLSearchParams({
      page: '1',
      pageSize: String(PAGE_SIZE),
      sort: 'created',
      order: 'DESC',
    });
    httpClient<ListResponse<BackgroundTask>>(`${config.coreApiUrl}/home/tasks?${query}`, {
      silent: true,
    }).then(
      ({ json }) => {
        if (request.current === current) setState({ status: 'loaded', tasks: json?.items ?? [] });
      },
      (error: unknown) => {
        if (request.current === current)
          setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={translate('app.tasks.open')}
        aria-haspopup="dialog"
        aria-controls={anchor ? popoverId : undefined}
        onClick={(event) => open(event.currentTarget)}
      >
        <NotificationsIcon />
      </IconButton>
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { maxHeight: POPOVER_MAX_HEIGHT, overflowY: 'auto' } } }}
      >
        <Box sx={{ p: 2, minWidth: TASK_CARD_WIDTH }} role="region" aria-label={translate('app.tasks.title')}>
          <Typography variant="subtitle1" component="h2" gutterBottom>
            {translate('app.tasks.title')}
          </Typography>
          {state.status === 'loading' && <CircularProgress size={24} aria-label={translate('app.loading')} />}
          {state.status === 'failed' && (
            <Alert severity="error">{translate('app.tasks.load_failed', { message: state.message })}</Alert>
          )}
          {state.status === 'loaded' && state.tasks.length === 0 && (
            <Typography variant="body2">{translate('app.tasks.empty')}</Typography>
          )}
          {state.status === 'loaded' && state.tasks.length > 0 && (
            <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
              {state.tasks.map((task) => (
                <TaskCard key={task.id} task={task} timeZone={timeZone} />
              ))}
            </Stack>
          )}
        </Box>
      </Popover>
    </>
  );
}
