import NotificationsIcon from '@mui/icons-material/Notifications';
import {
  Alert,
  Badge,
  Box,
  Button,
  CircularProgress,
  IconButton,
  Popover,
  Stack,
  Typography,
} from '@mui/material';

import { useId, useState, useSyncExternalStore } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { listPath } from '../../resources/framework/resourcePaths';
import { findResource } from '../../resources/registryLookup';
import { useResourceSummaries } from '../../resources/framework/ResourceRegistryContext';
import { useDownloadTaskResult } from '../../resources/tasks/useDownloadTaskResult';
import { useConsoleTimeZone } from '../../utils/useConsoleTimeZone';
import { useTaskAnnouncement } from '../a11y/useTaskAnnouncement';
import { visuallyHidden } from '../a11y/visuallyHidden';
import { isTaskChecked } from '../live/checkedTasks';
import { taskOverviewReader } from '../live/createLiveServices';
import { useLiveServices } from '../live/LiveServicesContext';
import { createTaskFeed, type TaskFeed } from '../live/taskFeed';
import { TASK_CARD_WIDTH, TaskCard } from './TaskCard';

/** SPEC §9: notification popover max height 600. */
export const POPOVER_MAX_HEIGHT = 600;

/** The live feed of the console, or (outside one, e.g. alone in tests) a feed read on opening only. */
function useTaskFeed(): TaskFeed {
  const live = useLiveServices();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [local] = useState(() => (live ? null : createTaskFeed(taskOverviewReader(dataProvider))));
  return live?.feed ?? local!;
}

/**
 * The notification bell (SPEC §1): the user's background tasks, kept up to date by the live connection; the badge
 * counts the unchecked ones (SPEC §4). Opening it reads the overview again and marks the listed tasks checked.
 */
export function NotificationBell() {
  const translate = useTranslate();
  const timeZone = useConsoleTimeZone();
  const popoverId = useId();
  const { download } = useDownloadTaskResult();
  // The tasks screen, when this console has it.
  const tasks = findResource(useResourceSummaries(), 'tasks');
  const feed = useTaskFeed();
  const state = useSyncExternalStore(feed.state.subscribe, feed.state.get);
  const checks = useSyncExternalStore(feed.checks.subscribe, feed.checks.get);
  const error = useSyncExternalStore(feed.error.subscribe, feed.error.get);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // What was unchecked when the popover opened stays highlighted while it is open.
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const unchecked = state.tasks.filter((task) => !isTaskChecked(task, checks));
  const announcement = useTaskAnnouncement(state.tasks, state.loaded);

  const open = (target: HTMLElement) => {
    setAnchor(target);
    setFresh(new Set(unchecked.map((task) => task.id)));
    void feed.refresh().then(() => feed.markAllChecked());
  };
  const close = () => {
    setAnchor(null);
    feed.markAllChecked();
  };

  return (
    <>
      {/* Task changes are announced politely wherever the focus is; the bell never takes it. */}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      <IconButton
        color="inherit"
        aria-label={translate('app.tasks.open')}
        aria-haspopup="dialog"
        aria-controls={anchor ? popoverId : undefined}
        onClick={(event) => open(event.currentTarget)}
      >
        <Badge
          badgeContent={unchecked.length}
          color="error"
          max={99}
          slotProps={{
            badge: { 'aria-label': translate('app.tasks.unchecked', { smart_count: unchecked.length }) },
          }}
          data-testid="task-badge"
        >
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        // A dialog (the button says so with aria-haspopup): focus moves in, stays in, and returns to the bell.
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': translate('app.tasks.title'),
            sx: { maxHeight: POPOVER_MAX_HEIGHT, overflowY: 'auto' },
          },
        }}
      >
        <Box sx={{ p: 2, minWidth: TASK_CARD_WIDTH }} role="region" aria-label={translate('app.tasks.title')}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography variant="subtitle1" component="h2" gutterBottom>
              {translate('app.tasks.title')}
            </Typography>
            {tasks && (
              <Button size="small" component={Link} to={listPath(tasks)} onClick={close}>
                {translate('app.tasks.view_all')}
              </Button>
            )}
          </Stack>
          {!state.loaded && !error && <CircularProgress size={24} aria-label={translate('app.loading')} />}
          {error && <Alert severity="error">{translate('app.tasks.load_failed', { message: error })}</Alert>}
          {state.loaded && state.tasks.length === 0 && (
            <Typography variant="body2">{translate('app.tasks.empty')}</Typography>
          )}
          {state.tasks.length > 0 && (
            <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
              {state.tasks.map((task) => (
                <TaskCard
                  key={task.id}
                  task={task}
                  timeZone={timeZone}
                  unchecked={fresh.has(task.id) || !isTaskChecked(task, checks)}
                  onDownload={download}
                />
              ))}
            </Stack>
          )}
        </Box>
      </Popover>
    </>
  );
}
