import {
  Alert,
  AlertTitle,
  Button,
  Radio,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import type { FormInput } from './formValues';
import { shownValue, type ConflictChoice, type ConflictRow } from './recordConflict';

interface Props {
  rows: readonly ConflictRow[];
  inputs: readonly FormInput[];
  choices: Record<string, ConflictChoice>;
  onChoose: (choices: Record<string, ConflictChoice>) => void;
}

/**
 * What another user changed while this one edited, field by field: their value beside the user's own, a choice per
 * field (merge), or all of one side. The form holds the chosen values; Save sends them over the current version.
 */
export function RecordConflictPanel({ rows, inputs, choices, onChoose }: Props) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const choose = (next: Record<string, ConflictChoice>) => {
    for (const row of rows) {
      const side = next[row.source];
      if (side) setValue(row.source, side === 'mine' ? row.mine : row.theirs, { shouldDirty: true });
    }
    onChoose({ ...choices, ...next });
  };
  // The preselection goes into the form when the conflict shows: the form then holds what Save would send.
  useEffect(() => {
    for (const row of rows) {
      const side = choices[row.source];
      if (side) setValue(row.source, side === 'mine' ? row.mine : row.theirs, { shouldDirty: true });
    }
    // Once per conflict: later choices set their values themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows]);
  const all = (side: ConflictChoice) => choose(Object.fromEntries(rows.map((row) => [row.source, side])));
  const labelOf = (source: string) => {
    const input = inputs.find((item) => item.input.source === source);
    return input ? translate(input.field.label, { _: input.field.label }) : source;
  };
  return (
    <Alert severity="warning" sx={{ mb: 2 }} role="alert">
      <AlertTitle>{translate('app.conflict.title')}</AlertTitle>
      {translate('app.conflict.explain')}
      <Table size="small" aria-label={translate('app.conflict.table')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.conflict.field')}</TableCell>
            <TableCell>{translate('app.conflict.mine')}</TableCell>
            <TableCell>{translate('app.conflict.theirs')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const label = labelOf(row.source);
            const side = choices[row.source];
            return (
              <TableRow key={row.source}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                {(['mine', 'theirs'] as const).map((option) => (
                  <TableCell key={option}>
                    <Radio
                      size="small"
                      checked={side === option}
                      onChange={() => choose({ [row.source]: option })}
                      slotProps={{
                        input: { 'aria-label': translate(`app.conflict.use_${option}`, { field: label }) },
                      }}
                    />
                    {shownValue(option === 'mine' ? row.mine : row.theirs)}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button size="small" onClick={() => all('mine')}>
          {translate('app.conflict.keep_mine')}
        </Button>
        <Button size="small" onClick={() => all('theirs')}>
          {translate('app.conflict.take_theirs')}
        </Button>
      </Stack>
    </Alert>
  );
}
