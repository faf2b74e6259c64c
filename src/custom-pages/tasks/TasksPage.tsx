import {
  Alert,
  Box,
  LinearProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  TextField,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { usePageTitle } from '../../app/usePageTitle';
import { ENUMERATIONS, keyOf, TaskStatus } from '../../shared/enumerations';
import { formatDate } from '../../utils/formatDate';
import { useConsoleTimeZone } from '../../utils/useConsoleTimeZone';
import { ExportActions } from './ExportActions';
import { useTaskList, type TaskListQuery } from './useTaskList';

const STATUSES = Object.values(TaskStatus);
const SORTABLE = ['name', 'status', 'created'] as const;

/** /administration/tasks (SPEC §2): every background task of the tenant, filtered by status and name, live. */
export function TasksPage() {
  const translate = useTranslate();
  const timeZone = useConsoleTimeZone();
  const title = translate('app.tasks.page_title');
  usePageTitle(title);
  const [query, setQuery] = useState<TaskListQuery>({
    page: 1,
    pageSize: 25,
    sort: 'created',
    order: 'DESC',
    q: '',
    status: '',
  });
  const [search, setSearch] = useState('');
  // The name search is sent once typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => setQuery((current) => ({ ...current, q: search, page: 1 })), 300);
    return () => clearTimeout(timer);
  }, [search]);
  const state = useTaskList(query);
  const data = state.status === 'failed' ? undefined : state.data;
  const statusLabel = (status: TaskStatus) => {
    const key = keyOf(ENUMERATIONS.taskStatus, status) ?? String(status);
    return translate(`enums.taskStatus.${key}`, { _: key });
  };

  return (
    <Stack spacing={2}>
      <Title title={title} />
      <ExportActions />
      <Stack direction="row" spacing={2}>
        <TextField
          label={translate('app.tasks.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          size="small"
        />
        <TextField
          select
          label={translate('app.tasks.status')}
          value={query.status === '' ? '' : String(query.status)}
          onChange={(event) =>
            setQuery((current) => ({
              ...current,
              page: 1,
              status: event.target.value === '' ? '' : (Number(event.target.value) as TaskStatus),
            }))
          }
          size="small"
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{translate('app.tasks.any_status')}</MenuItem>
          {STATUSES.map((status) => (
            <MenuItem key={status} value={String(status)}>
              {statusLabel(status)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {state.status === 'failed' && (
        <Alert severity="error">{translate('app.tasks.load_failed', { message: state.message })}</Alert>
      )}
      <Box sx={{ position: 'relative' }}>
        {state.status === 'loading' && (
          <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />
        )}
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {(['name', 'description', 'status', 'progress', 'created'] as const).map((column) => (
                <TableCell key={column}>
                  {(SORTABLE as readonly string[]).includes(column) ? (
                    <TableSortLabel
                      active={query.sort === column}
                      direction={query.sort === column && query.order === 'ASC' ? 'asc' : 'desc'}
                      onClick={() =>
                        setQuery((current) => ({
                          ...current,
                          sort: column as TaskListQuery['sort'],
                          order: current.sort === column && current.order === 'DESC' ? 'ASC' : 'DESC',
                        }))
                      }
                    >
                      {translate(`app.tasks.columns.${column}`)}
                    </TableSortLabel>
                  ) : (
                    translate(`app.tasks.columns.${column}`)
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.items.map((task) => (
              <TableRow key={task.id} data-task-id={task.id}>
                <TableCell>{task.name}</TableCell>
                <TableCell>{task.description}</TableCell>
                <TableCell>{statusLabel(task.status)}</TableCell>
                <TableCell>{task.status === TaskStatus.RUNNING ? `${task.progress} %` : ''}</TableCell>
                <TableCell>{formatDate(task.created, { timeZone, withTime: true })}</TableCell>
              </TableRow>
            ))}
            {data && data.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>{translate('app.tasks.empty')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        <TablePagination
          component="div"
          count={data?.total ?? 0}
          page={query.page - 1}
          rowsPerPage={query.pageSize}
          rowsPerPageOptions={[10, 25, 50, 100]}
          onPageChange={(_event, page) => setQuery((current) => ({ ...current, page: page + 1 }))}
          onRowsPerPageChange={(event) =>
            setQuery((current) => ({ ...current, page: 1, pageSize: Number(event.target.value) }))
          }
        />
      </Box>
    </Stack>
  );
}
