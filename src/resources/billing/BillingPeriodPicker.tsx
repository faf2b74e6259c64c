import { Button, ButtonGroup, Stack } from '@mui/material';
import { useStore, useTranslate } from 'react-admin';
import { isValidRange, type CalendarRange } from '../../utils/calendarDays';
import { useConsoleTimeZone } from '../../utils/useConsoleTimeZone';
import { DateRangePicker } from '../framework/charts/DateRangePicker';
import { MONTH_PRESETS, monthRange, PERIOD_STORE_KEY, presetOf } from './billingPeriod';

/** The billing period of the session (this month of the console time zone until one is chosen). */
export function useBillingPeriod(): [CalendarRange, (range: CalendarRange) => void] {
  const timeZone = useConsoleTimeZone();
  return useStore<CalendarRange>(PERIOD_STORE_KEY, monthRange(0, timeZone));
}

/**
 * The billing period: the charts' day range picker plus month presets; kept across tabs, tenants and applications
 * (the session's store), where a chart's own range would be lost with its tab.
 */
export function BillingPeriodPicker() {
  const translate = useTranslate();
  const timeZone = useConsoleTimeZone();
  const [range, setRange] = useBillingPeriod();
  const preset = presetOf(range, timeZone);
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="flex-start">
      <DateRangePicker
        value={range}
        onChange={setRange}
        timeZone={timeZone}
        error={isValidRange(range) ? undefined : translate('framework.chart.range_invalid')}
      />
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
