import { Stack, TextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { useConsoleTimeZone } from '../useConsoleTimeZone';
import { dateRangeOf, daysOf } from './dateRange';

/**
 * A `dateRange` list filter: a first and a last day in the console time zone (SPEC §9), sent as
 * `{ gte, lt }` instants (the last day included).
 */
export function DateRangeFilterInput({
  source,
  label,
}: {
  source: string;
  label: string;
  alwaysOn?: boolean;
}) {
  const translate = useTranslate();
  const zone = useConsoleTimeZone();
  const { field } = useInput({ source });
  const { from, to } = daysOf(field.value, zone);
  const name = translate(label, { _: label });
  const change = (next: { from: string; to: string }) =>
    field.onChange(dateRangeOf(next.from, next.to, zone));
  return (
    <Stack direction="row" spacing={1} role="group" aria-label={name}>
      <TextField
        type="date"
        size="small"
        label={translate('framework.date_from', { label: name })}
        value={from}
        onChange={(event) => change({ from: event.target.value, to })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label={translate('framework.date_to', { label: name })}
        value={to}
        onChange={(event) => change({ from, to: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Stack>
  );
}
