import { Button, ButtonGroup, Stack, TextField } from '@mui/material';
import { useStore, useTranslate } from 'react-admin';
import { isValidRange, type CalendarRange } from '../../utils/calendarDays';
import { useConsoleTimeZone } from '../../utils/useConsoleTimeZone';
import { MONTH_PRESETS, monthRange, PERIOD_STORE_KEY, presetOf } from './billingPeriod';

/** The billing period of the session (this month of the console time zone until one is chosen). */
export function useBillingPeriod(): [CalendarRange, (range: CalendarRange) => void] {
  const timeZone = useConsoleTimeZone();
  return useStore<CalendarRange>(PERIOD_STORE_KEY, monthRange(0, timeZone));
}

/** First and last day of the billing period, with month presets; kept across tabs, tenants and applications. */
export function BillingPeriodPicker() {
  const translate = useTranslate();
  const timeZone = useConsoleTimeZone();
  const [range, setRange] = useBillingPeriod();
  const preset = presetOf(range, timeZone);
  const valid = isValidRange(range);
  const day = (key: keyof CalendarRange, label: string) => (
    <TextField
      type="date"
      size="small"
      label={translate(label)}
      value={range[key]}
      onChange={(event) => event.target.value && setRange({ ...range, [key]: event.target.value })}
      error={!valid}
      helperText={key === 'to' && !valid ? translate('framework.chart.range_invalid') : undefined}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="flex-start">
      {day('from', 'framework.chart.from')}
      {day('to', 'framework.chart.to')}
      <ButtonGroup size="small" aria-label={translate('resources.billing.period.label')} sx={{ mt: 0.5 }}>
        {MONTH_PRESETS.map((name, back) => (
          <Button
            key={name}
            variant={preset === name ? 'contained' : 'outlined'}
            aria-pressed={preset === name}
            onClick={() => setRange(monthRange(back, timeZone))}
          >
            {translate(`resources.billing.period.${name}`)}
          </Button>
        ))}
      </ButtonGroup>
    </Stack>
  );
}
