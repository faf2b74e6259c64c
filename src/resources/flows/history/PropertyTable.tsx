import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography, alpha } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { PropertyChange } from '../../../shared/flowDiff';

/** A value as text: strings as they are, anything else as JSON; nothing for an absent value. */
export const shownValue = (value: unknown): string =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

const tint = (colour: 'error' | 'success') => ({
  bgcolor: (theme: Theme) => alpha(theme.palette[colour].main, 0.08),
  overflowWrap: 'anywhere' as const,
});
const removedCell = tint('error');
const addedCell = tint('success');

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
      <Table size="small" aria-label={title ? translate(title) : undefined} sx={{ tableLayout: 'fixed' }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '20%' }}>{translate('history.property')}</TableCell>
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
              <TableCell sx={change.before === undefined ? undefined : removedCell}>
                <del>{shownValue(change.before)}</del>
              </TableCell>
              <TableCell sx={change.after === undefined ? undefined : addedCell}>
                <ins>{shownValue(change.after)}</ins>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
