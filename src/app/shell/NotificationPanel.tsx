import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { listPath } from '../../resources/framework/resourcePaths';
import { useResourceSummaries } from '../../resources/framework/ResourceRegistryContext';
import { findResource } from '../../resources/registryLookup';
import { useDownloadTaskResult } from '../../resources/tasks/useDownloadTaskResult';
import { useConsoleTimeZone } from '../../utils/useConsoleTimeZone';
import { isTaskChecked, type CheckRecord } from '../live/checkedTasks';
import type { TaskFeedState } from '../live/taskFeedReducer';
import { TASK_CARD_WIDTH, TaskCard } from './TaskCard';

export interface NotificationPanelProps {
  state: TaskFeedState;
  checks: readonly CheckRecord[];
  error: string | null;
  /** What was unchecked when the popover opened: stays highlighted while it is open. */
  fresh: ReadonlySet<number>;
  onClose: () => void;
}

/** The bell's popover content: the user's background tasks, newest first, with their progress and results. */
export function NotificationPanel({ state, checks, error, fresh, onClose: close }: NotificationPanelProps) {
  const translate = useTranslate();
  const timeZone = useConsoleTimeZone();
  const { download } = useDownloadTaskResult();
  // The tasks screen, when this console has it.
  const tasks = findResource(useResourceSummaries(), 'tasks');
  return (
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
  );
}
