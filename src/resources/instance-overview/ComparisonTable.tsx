import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Checkbox,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Fragment, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ComparisonRow } from '../../shared/wire/instances';
import { ComparisonResultLabel } from './ComparisonResultLabel';
import { DiffView } from './DiffView';

const TEXTS = 'resources.instanceOverview.comparison';

/** The compared items: selection (with sync permission), name, result, and the side-by-side diff of DIFFERENT ones. */
export function ComparisonTable(props: {
  rows: ComparisonRow[];
  selectable: boolean;
  selected: ReadonlySet<string>;
  onToggle: (key: string) => void;
  onToggleAll: (on: boolean) => void;
}) {
  const { rows, selectable, selected, onToggle, onToggleAll } = props;
  const translate = useTranslate();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const flip = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  if (rows.length === 0) return <Typography sx={{ p: 2 }}>{translate(`${TEXTS}.empty`)}</Typography>;
  const allSelected = rows.every((row) => selected.has(row.key));
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {selectable && (
            <TableCell padding="checkbox">
              <Checkbox
                checked={allSelected}
                indeterminate={!allSelected && rows.some((row) => selected.has(row.key))}
                onChange={(event) => onToggleAll(event.target.checked)}
                slotProps={{ input: { 'aria-label': translate(`${TEXTS}.select_all`) } }}
              />
            </TableCell>
          )}
          <TableCell>{translate(`${TEXTS}.item`)}</TableCell>
          <TableCell>{translate(`${TEXTS}.result`)}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <Fragment key={row.key}>
            <TableRow hover selected={selected.has(row.key)}>
              {selectable && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.has(row.key)}
                    onChange={() => onToggle(row.key)}
                    slotProps={{ input: { 'aria-label': translate(`${TEXTS}.select`, { name: row.name }) } }}
                  />
                </TableCell>
              )}
              <TableCell>{row.name}</TableCell>
              <TableCell>
                <ComparisonResultLabel result={row.result} />
              </TableCell>
              <TableCell align="right">
                {row.result === 4 && (
                  <IconButton
                    size="small"
                    aria-expanded={open.has(row.key)}
                    aria-label={translate(`${TEXTS}.${open.has(row.key) ? 'hide_diff' : 'show_diff'}`, {
                      name: row.name,
                    })}
                    onClick={() => flip(row.key)}
                  >
                    {open.has(row.key) ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                  </IconButton>
                )}
              </TableCell>
            </TableRow>
            {open.has(row.key) && row.result === 4 && (
              <TableRow>
                <TableCell colSpan={selectable ? 4 : 3}>
                  <DiffView
                    left={row.local}
                    right={row.remote}
                    leftLabel={translate(`${TEXTS}.this_instance`)}
                    rightLabel={translate(`${TEXTS}.remote_instance`)}
                  />
                </TableCell>
              </TableRow>
            )}
          </Fragment>
        ))}
      </TableBody>
    </Table>
  );
}
