import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PropertyChange } from '../../../shared/flowDiff';

/** A value as text: strings as they are, anything else as JSON; nothing for an absent value. */
export const shownValue = (value: unknown): string =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** Changed properties with the older and newer version's values side by side. */
export function PropertyTable({
  title,
  properties,
  pair,
}: {
  title?: string;
  properties: PropertyChange[];
  pair: { from: number; to: number };
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ mb: 1 }}>
      {title && (
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {translate(title)}
        </Typography>
      )}
      <Table size="small" aria-label={title ? translate(title) : undefined}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('history.property')}</TableCell>
            <TableCell>{translate('history.before', { version: pair.from })}</TableCell>
            <TableCell>{translate('history.after', { version: pair.to })}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {properties.map((change) => (
            <TableRow key={change.property}>
              <TableCell component="th" scope="row">
                {change.property}
              </TableCell>
              <TableCell sx={{ bgcolor: change.before === undefined ? undefined : 'error.50' }}>
                <del>{shownValue(change.before)}</del>
              </TableCell>
              <TableCell sx={{ bgcolor: change.after === undefined ? undefined : 'success.50' }}>
                <ins>{shownValue(change.after)}</ins>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
