import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { visuallyHidden } from '../../../utils/visuallyHidden';
import { type DrawnChart, formatFigure } from './chartData';

/**
 * The chart's data as a table, its accessible alternative: always there for assistive technology, shown on screen
 * on demand.
 */
export function ChartTable({
  drawn,
  caption,
  shown,
}: {
  drawn: DrawnChart;
  caption: string;
  shown: boolean;
}) {
  return (
    <Table size="small" sx={shown ? { mt: 1 } : visuallyHidden}>
      <caption>{caption}</caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {drawn.xLabel ?? ''}
          </TableCell>
          {drawn.series.map((series) => (
            <TableCell key={series.label} component="th" scope="col" align="right">
              {series.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {drawn.categories.map((category, row) => (
          <TableRow key={`${category}-${row}`}>
            <TableCell component="th" scope="row">
              {category}
            </TableCell>
            {drawn.series.map((series) => (
              <TableCell key={series.label} align="right">
                {formatFigure(series.data[row])}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
