import { Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatOffset } from '../../resources/conversations/timelineModel';
import type { WallboardRow } from '../../shared/operations/wallboardFigures';
import { formatDate } from '../../utils/formatDate';
import { LevelStatusChip } from './LevelStatusChip';
import { ticking } from './wallboardView';

const duration = (seconds: number | null) => (seconds === null ? '–' : formatOffset(seconds * 1000));

/** One line, campaign or the totals on the wallboard; waits keep counting from when the figures were computed. */
export function WallboardTableRow({
  row,
  computed,
  now,
  timeZone,
}: {
  row: WallboardRow;
  computed: string;
  now: number;
  timeZone: string;
}) {
  const translate = useTranslate();
  const texts = 'app.operations';
  const Cell = row.kind === 'total' ? TotalCell : TableCell;
  const target = row.target ?? null;
  return (
    <TableRow data-row={row.id} data-status={row.status}>
      <Cell component="th" scope="row">
        {row.kind === 'total' ? translate(`${texts}.total`) : row.name}
      </Cell>
      <Cell>{translate(`${texts}.kind.${row.kind}`)}</Cell>
      <Cell data-figure="inProgress">{row.inProgress}</Cell>
      <Cell data-figure="waiting">{row.waiting}</Cell>
      <Cell>{duration(ticking(row.longestWaitSeconds, computed, now, row.waiting > 0))}</Cell>
      <Cell data-figure="answered">{`${row.answered15} / ${row.answered60}`}</Cell>
      <Cell data-figure="abandoned">{`${row.abandoned15} / ${row.abandoned60}`}</Cell>
      <Cell>{duration(row.averageHandleSeconds)}</Cell>
      <Cell data-figure="serviceLevel">
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <LevelStatusChip status={row.status} />
          <Typography variant="body2">
            {row.serviceLevel === null
              ? translate(`${texts}.no_level`)
              : translate(`${texts}.level`, {
                  level: row.serviceLevel,
                  seconds: target?.seconds ?? '',
                })}
          </Typography>
          {target && (
            <Typography variant="caption" color="text.secondary">
              {translate(`${texts}.target`, target)}
            </Typography>
          )}
          {row.breachSince && (
            <Typography variant="caption" color="error">
              {translate(`${texts}.breach_since`, {
                time: formatDate(row.breachSince, { timeZone, withTime: true }),
              })}
            </Typography>
          )}
        </Stack>
      </Cell>
    </TableRow>
  );
}

function TotalCell(props: React.ComponentProps<typeof TableCell>) {
  return <TableCell {...props} sx={{ fontWeight: 'bold' }} />;
}
