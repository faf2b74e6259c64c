import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TaskStatus, type BackgroundTask } from '../../types/api';
import { formatDate } from '../../utils/formatDate';

/** SPEC §9: task card width 400. */
export const TASK_CARD_WIDTH = 400;

const STATUS_COLOR: Record<TaskStatus, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  [TaskStatus.NEW]: 'default',
  [TaskStatus.RUNNING]: 'info',
  [TaskStatus.DONE]: 'success',
  [TaskStatus.ERROR]: 'error',
  [TaskStatus.CANCELED]: 'warning',
};

/** One background task in the notification popover: name, description, status and creation time. */
export function TaskCard({ task, timeZone }: { task: BackgroundTask; timeZone: string }) {
  const translate = useTranslate();
  const statusKey = TaskStatus[task.status] ?? String(task.status);
  return (
    <Card variant="outlined" component="li" sx={{ width: TASK_CARD_WIDTH, flexShrink: 0, listStyle: 'none' }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {task.name}
          </Typography>
          <Chip
            size="small"
            color={STATUS_COLOR[task.status] ?? 'default'}
            label={translate(`enums.taskStatus.${statusKey}`, { _: statusKey })}
          />
        </Stack>
        {task.description && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {task.description}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          {formatDate(task.created, { timeZone, withTime: true })}
        </Typography>
      </CardContent>
    </Card>
  );
}
