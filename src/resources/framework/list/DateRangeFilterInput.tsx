import { Stack } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import type { DateRangeValue } from '../../../shared/listQuery';
import { dayRangeToInstants, instantsToDayRange, type DayRange } from '../../../utils/calendarDays';
import { useConsoleTimeZone } from '../../../utils/useConsoleTimeZone';
import { DayInput } from '../forms/DayInput';

interface DateRangeFilterInputProps {
  source: string;
  label: string;
  alwaysOn?: boolean;
}

/**
 * A list filter over whole days in the console time zone (SPEC §9): two DD/MM/YYYY day inputs, sent as the instants
 * `{ gte, lt }` the API compares with, so "1 to 7 March" in Prague means Prague's days whatever the browser's zone.
 */
export function DateRangeFilterInput({ source, label }: DateRangeFilterInputProps) {
  const translate = useTranslate();
  const timeZone = useConsoleTimeZone();
  const { field } = useInput<DateRangeValue | undefined>({ source });
  const days = instantsToDayRange(field.value ?? undefined, timeZone);
  const change = (next: DayRange) => {
    const value = dayRangeToInstants(next, timeZone);
    field.onChange(Object.keys(value).length > 0 ? value : undefined);
  };
  const name = translate(label);
  return (
    <Stack direction="row" spacing={1} role="group" aria-label={name} sx={{ mb: '4px' }}>
      {(['from', 'to'] as const).map((end) => (
        <DayInput
          key={end}
          label={translate(`framework.date_${end}`, { name })}
          value={days[end]}
          onChange={(day) => change({ ...days, [end]: day })}
        />
      ))}
    </Stack>
  );
}
