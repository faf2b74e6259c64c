import {
  Alert,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  TableSortLabel,
  TextField,
  Typography,
} from '@mui/material';
import { Loading, useTranslate } from 'react-admin';
import { useConsoleTimeZone } from '../../utils/useConsoleTimeZone';
import { useWallboardController } from './useWallboardController';
import { WallboardTableRow } from './WallboardTableRow';
import type { WallboardSortField, WallboardView } from './wallboardView';

const TEXTS = 'app.operations';
const COLUMNS: { label: string; sort?: WallboardSortField }[] = [
  { label: 'name', sort: 'name' },
  { label: 'kind' },
  { label: 'inProgress', sort: 'inProgress' },
  { label: 'waiting', sort: 'waiting' },
  { label: 'longestWait', sort: 'longestWaitSeconds' },
  { label: 'answered', sort: 'answered15' },
  { label: 'abandoned', sort: 'abandoned15' },
  { label: 'averageHandle', sort: 'averageHandleSeconds' },
  { label: 'serviceLevel', sort: 'serviceLevel' },
];

/** The operations wallboard (issue 34.1): figures per line and campaign, a totals row, sort and filter, live. */
export function OperationsWallboardPage() {
  const translate = useTranslate();
  const timeZone = useConsoleTimeZone();
  const board = useWallboardController();
  const { view, setView } = board;
  const change = (next: Partial<WallboardView>) => setView({ ...view, ...next });
  const sortBy = (field: WallboardSortField) =>
    change({
      sort: { field, order: view.sort.field === field && view.sort.order === 'asc' ? 'desc' : 'asc' },
    });
  if (board.isPending) return <Loading />;
  if (board.error) return <Alert severity="error">{(board.error as Error).message}</Alert>;
  const label = translate(`${TEXTS}.table`);
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label={translate(`${TEXTS}.filter`)}
          value={view.text}
          onChange={(event) => change({ text: event.target.value })}
        />
        <TextField
          select
          size="small"
          label={translate(`${TEXTS}.show`)}
          value={view.kind}
          onChange={(event) => change({ kind: event.target.value as WallboardView['kind'] })}
          sx={{ minWidth: 200 }}
        >
          {(['all', 'line', 'campaign'] as const).map((kind) => (
            <MenuItem key={kind} value={kind}>
              {translate(`${TEXTS}.kinds.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={view.onlyBreaches}
              onChange={(event) => change({ onlyBreaches: event.target.checked })}
            />
          }
          label={translate(`${TEXTS}.only_breaches`)}
        />
      </Stack>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell
                key={column.label}
                sortDirection={view.sort.field === column.sort ? view.sort.order : false}
              >
                {column.sort ? (
                  <TableSortLabel
                    active={view.sort.field === column.sort}
                    direction={view.sort.field === column.sort ? view.sort.order : 'asc'}
                    onClick={() => sortBy(column.sort!)}
                  >
                    {translate(`${TEXTS}.columns.${column.label}`)}
                  </TableSortLabel>
                ) : (
                  translate(`${TEXTS}.columns.${column.label}`)
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {board.rows.map((row) => (
            <WallboardTableRow
              key={row.id}
              row={row}
              computed={board.computed!}
              now={board.now}
              timeZone={timeZone}
            />
          ))}
        </TableBody>
        {board.total && (
          <TableFooter>
            <WallboardTableRow
              row={board.total}
              computed={board.computed!}
              now={board.now}
              timeZone={timeZone}
            />
          </TableFooter>
        )}
      </Table>
      {board.rows.length === 0 && (
        <Typography color="text.secondary">{translate(`${TEXTS}.empty`)}</Typography>
      )}
    </Stack>
  );
}
