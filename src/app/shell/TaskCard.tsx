import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import SyncIcon from '@mui/icons-material/Sync';
import { Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ENUMERATIONS, keyOf, TaskStatus } from '../../shared/enumerations';
import type { BackgroundTask } from '../../shared/wire/home';
import { formatDate } from '../../utils/formatDate';
import { consolePageOf } from '../../utils/taskResultPage';

/** SPEC §9: task card width 400. */
export const TASK_CARD_WIDTH = 400;

type StatusColor = 'action' | 'info' | 'success' | 'error' | 'warning';

/** One icon per job status (SPEC §3: NEW, RUNNING, DONE, ERROR, CANCELED). */
const STATUS_ICON: Record<TaskStatus, { Icon: ComponentType<{ color?: StatusColor }>; color: StatusColor }> =
  {
    [TaskStatus.NEW]: { Icon: HourglassEmptyIcon, color: 'action' },
    [TaskStatus.RUNNING]: { Icon: SyncIcon, color: 'info' },
    [TaskStatus.DONE]: { Icon: CheckCircleIcon, color: 'success' },
    [TaskStatus.ERROR]: { Icon: ErrorIcon, color: 'error' },
    [TaskStatus.CANCELED]: { Icon: CancelIcon, color: 'warning' },
  };

export interface TaskCardProps {
  task: BackgroundTask;
  timeZone: string;
  /** Shown as "not yet seen" (bold name). */
  unchecked?: boolean;
  /** Offered on a finished task with a result. */
  onDownload?: (task: BackgroundTask) => void;
}

/** One background task: status icon, name, description, creation time, a progress bar while running, the result. */
export function TaskCard({ task, timeZone, unchecked = false, onDownload }: TaskCardProps) {
  const translate = useTranslate();
  const statusKey = keyOf(ENUMERATIONS.taskStatus, task.status) ?? String(task.status);
  const statusLabel = translate(`enums.taskStatus.${statusKey}`, { _: statusKey });
  const { Icon, color } = STATUS_ICON[task.status] ?? STATUS_ICON[TaskStatus.NEW];
  const page = consolePageOf(task.resultUrl);
  return (
    <Card
      variant="outlined"
      component="li"
      data-task-id={task.id}
      data-status={statusKey}
      sx={{ width: TASK_CARD_WIDTH, flexShrink: 0, listStyle: 'none' }}
    >
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Stack role="img" aria-label={statusLabel} title={statusLabel} sx={{ display: 'flex' }}>
            <Icon color={color} />
          </Stack>
          <Typography
            variant="subtitle2"
            component="h3"
            sx={{ overflowWrap: 'anywhere', flex: 1, fontWeight: unchecked ? 700 : 500 }}
          >
            {task.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {statusLabel}
          </Typography>
        </Stack>
        {task.description && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {task.description}
          </Typography>
        )}
        {task.status === TaskStatus.RUNNING && (
          <LinearProgress
            variant="determinate"
            value={task.progress}
            aria-label={translate('app.tasks.progress', { name: task.name })}
            sx={{ my: 1 }}
          />
        )}
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="caption" color="text.secondary">
            {formatDate(task.created, { timeZone, withTime: true })}
          </Typography>
          {task.status === TaskStatus.DONE && page && (
            <Button size="small" startIcon={<OpenInNewIcon />} component={RouterLink} to={page.path}>
              {translate(page.label)}
            </Button>
          )}
          {task.status === TaskStatus.DONE && task.resultUrl && !page && onDownload && (
            <Button size="small" startIcon={<DownloadIcon />} onClick={() => onDownload(task)}>
              {translate('app.tasks.download')}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
