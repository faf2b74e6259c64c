import { Button, ButtonGroup, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { lastDays, type CalendarRange } from '../../../utils/calendarDays';
import { DayInput } from '../forms/DayInput';

const PRESETS = [7, 30, 90];

export interface DateRangePickerProps {
  value: CalendarRange;
  onChange: (range: CalendarRange) => void;
  /** The console time zone: its days are the ones picked, and "today" is its today. */
  timeZone: string;
  /** Shown under the inputs (e.g. why the range is refused). */
  error?: string;
}

/** Two day inputs, DD/MM/YYYY (first and last day, both included) and presets for the last 7, 30 and 90 days. */
export function DateRangePicker({ value, onChange, timeZone, error }: DateRangePickerProps) {
  const translate = useTranslate();
  const preset = PRESETS.find((days) => {
    const range = lastDays(days, timeZone);
    return range.from === value.from && range.to === value.to;
  });
  const day = (key: keyof CalendarRange, label: string) => (
    <DayInput
      label={translate(label)}
      value={value[key]}
      onChange={(day) => day && onChange({ ...value, [key]: day })}
      error={error !== undefined}
      helperText={key === 'to' ? error : undefined}
    />
  );
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="flex-start" sx={{ mb: 2 }}>
      {day('from', 'framework.chart.from')}
      {day('to', 'framework.chart.to')}
      <ButtonGroup size="small" aria-label={translate('framework.chart.presets')} sx={{ mt: 0.5 }}>
        {PRESETS.map((days) => (
          <Button
            key={days}
            variant={preset === days ? 'contained' : 'outlined'}
            aria-pressed={preset === days}
            onClick={() => onChange(lastDays(days, timeZone))}
          >
            {translate('framework.chart.last_days', { smart_count: days })}
          </Button>
        ))}
      </ButtonGroup>
    </Stack>
  );
}
