import {
  Alert,
  Box,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CustomTabProps } from '../defineArea';
import { formatOffset } from '../conversations/timelineModel';
import { useDiagnosticsStream } from './useDiagnosticsStream';

const text = (name: string) => `diagnostics.${name}`;
const KIND_COLOURS = { signalling: 'info', flow: 'default', timing: 'success', error: 'error' } as const;

/**
 * The Debug tab of a conversation and of a line (issue 34.5): their diagnostic events (signalling and flow steps,
 * timings, errors) as they happen, newest last, each with its kind in words and its times.
 */
export function DiagnosticsView({ config, record }: CustomTabProps) {
  const translate = useTranslate();
  const target = config.name === 'lines' ? `line=${String(record?.id)}` : `call=${String(record?.id)}`;
  const { events, dropped, status } = useDiagnosticsStream(target);
  const label = translate(text('title'));
  return (
    <Box component="section" aria-label={label}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Typography role="status" color="text.secondary" sx={{ mb: 1 }}>
        {translate(text(`status.${status.state}`))}
        {status.state === 'closed' && status.reason ? ` (${status.reason})` : null}
      </Typography>
      {dropped > 0 ? (
        <Alert severity="warning">{translate(text('dropped'), { count: dropped })}</Alert>
      ) : null}
      {events.length === 0 ? (
        <Typography color="text.secondary">{translate(text('empty'))}</Typography>
      ) : (
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {['kind', 'text', 'elapsed', 'step'].map((name) => (
                <TableCell key={name}>{translate(text(`fields.${name}`))}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {events.map((event) => (
              <TableRow key={event.seq}>
                <TableCell>
                  <Chip
                    size="small"
                    color={KIND_COLOURS[event.kind]}
                    label={translate(text(`kinds.${event.kind}`))}
                  />
                </TableCell>
                <TableCell>{event.text}</TableCell>
                <TableCell>{formatOffset(event.elapsedMs)}</TableCell>
                <TableCell>{`${event.stepMs} ms`}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
