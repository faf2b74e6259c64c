import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useMemo } from 'react';
import { sideBySide } from './comparisonModel';

const cell = { fontFamily: 'monospace', whiteSpace: 'pre-wrap', verticalAlign: 'top', py: 0.25 } as const;

/**
 * Side-by-side differences of two versions of an item (pretty-printed JSON, changed lines highlighted), as flow
 * history shows versions; either side may be missing.
 */
export function DiffView(props: { left: unknown; right: unknown; leftLabel: string; rightLabel: string }) {
  const { left, right, leftLabel, rightLabel } = props;
  const rows = useMemo(() => sideBySide(left, right), [left, right]);
  const tone = (present: boolean, changed: boolean, colour: string) =>
    changed && present ? { ...cell, bgcolor: colour } : cell;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={`${leftLabel} / ${rightLabel}`}>
        <TableHead>
          <TableRow>
            <TableCell>{leftLabel}</TableCell>
            <TableCell>{rightLabel}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={index} data-changed={row.changed || undefined}>
              <TableCell sx={tone(row.left !== null, row.changed, 'rgba(211, 47, 47, 0.12)')}>
                {row.left ?? ''}
              </TableCell>
              <TableCell sx={tone(row.right !== null, row.changed, 'rgba(46, 125, 50, 0.12)')}>
                {row.right ?? ''}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
