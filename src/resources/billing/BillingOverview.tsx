import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { rangeLength } from '../../utils/calendarDays';
import { useConsoleTimeZone } from '../../utils/useConsoleTimeZone';
import { ChartView } from '../framework/charts/ChartView';
import type { CustomTabProps } from '../defineArea';
import { shownDate } from '../field-types/date';
import { formatMoney } from '../field-types/money';
import { BillingFigure } from './BillingFigure';
import { chartOf, drawn, usePeriodAnswer } from './billingCharts';
import type { BillingDaily } from './billingWire';

/** A chart of the overview with its visible heading (the heading is also the caption of its table). */
function DailyChart({ title, sources, data }: { title: string; sources: string[]; data: BillingDaily }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <ChartView chart={chartOf(sources)} points={drawn(data.items, sources)} title={title} />
    </Box>
  );
}

/**
 * The overview tab: the period's calls, minutes, call charges, fees, revenue, costs and margin in the account's
 * currency, each change against the period before taken like against like (calls with calls, call charges with
 * call charges, fees with fees), and two charts per day: call charges (with costs) and fees, apart, so a monthly fee
 * does not flatten the daily charges. Costs and margin appear only when the API sends them (`Statistics/viewcosts`).
 */
export function BillingOverview({ record }: CustomTabProps) {
  const translate = useTranslate();
  const timeZone = useConsoleTimeZone();
  const { data, error, isFetching } = usePeriodAnswer(record, 'getBillingDaily');
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!data) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  const money = (value: number | undefined) => formatMoney({ currency: data.currency }, value, undefined);
  const { totals, changes, previousPeriod } = data;
  const label = (name: string) => translate(`resources.billing.figures.${name}`);
  const change = (value: number | null) =>
    value === null
      ? translate('resources.billing.period.no_previous')
      : translate('resources.billing.period.change', { change: value > 0 ? `+${value}` : value });
  const withCosts = totals.costs !== undefined;
  const previous = { from: previousPeriod.first, to: previousPeriod.last };
  return (
    <Box component="section" aria-label={translate('resources.billing.tabs.overview')}>
      {isFetching && <LinearProgress aria-label={translate('ra.page.loading')} sx={{ mb: 1 }} />}
      <Stack component="dl" direction="row" spacing={4} useFlexGap flexWrap="wrap" sx={{ m: 0, mb: 1 }}>
        <BillingFigure label={label('calls')} value={String(totals.calls)} note={change(changes.calls)} />
        <BillingFigure label={label('minutes')} value={String(totals.minutes)} />
        <BillingFigure
          label={label('usageRevenue')}
          value={money(totals.usageRevenue)}
          note={change(changes.usageRevenue)}
        />
        <BillingFigure
          label={label('feeRevenue')}
          value={money(totals.feeRevenue)}
          note={change(changes.feeRevenue)}
        />
        <BillingFigure label={label('revenue')} value={money(totals.revenue)} />
        {withCosts && <BillingFigure label={label('costs')} value={money(totals.costs)} />}
        {withCosts && <BillingFigure label={label('margin')} value={money(totals.margin)} />}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-billing-comparison>
        {translate('resources.billing.period.compared', {
          first: shownDate(previous.from, timeZone),
          last: shownDate(previous.to, timeZone),
          smart_count: rangeLength(previous),
        })}
      </Typography>
      <DailyChart
        title={translate('resources.billing.charts.usage')}
        sources={withCosts ? ['usageRevenue', 'costs'] : ['usageRevenue']}
        data={data}
      />
      {totals.feeRevenue > 0 ? (
        <DailyChart title={translate('resources.billing.charts.fees')} sources={['feeRevenue']} data={data} />
      ) : (
        <Typography color="text.secondary">{translate('resources.billing.charts.no_fees')}</Typography>
      )}
    </Box>
  );
}
