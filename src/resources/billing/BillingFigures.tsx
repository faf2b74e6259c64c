import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useLiveRefresh } from '../../app/live/useLiveRefresh';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { isValidRange, rangeInstants } from '../../utils/calendarDays';
import { useConsoleTimeZone } from '../../utils/useConsoleTimeZone';
import { ChartView } from '../framework/charts/ChartView';
import type { CustomTabProps } from '../defineArea';
import { formatMoney } from '../field-types/money';
import type { ChartConfig } from '../types';
import { useBillingPeriod } from './BillingPeriodPicker';
import type { BillingPeriodQuery } from './billingApi';

const chartOf = (sources: string[], stack?: string): ChartConfig => ({
  kind: 'bar',
  x: { source: 'date', type: 'date' },
  series: sources.map((source) => ({
    source,
    label: `resources.billing.figures.${source}`,
    ...(stack && { stack }),
  })),
  itemsPath: 'items',
  height: 280,
});

/** Money for drawing only: the bars' heights in major units. Figures and tables keep the exact minor units. */
const drawn = (items: Record<string, unknown>[], sources: string[]) =>
  items.map((item) => ({
    ...item,
    ...Object.fromEntries(sources.map((source) => [source, Number(item[source] ?? 0) / 100])),
  }));

/**
 * The query of the shown account over the session's period. Figures refresh when background tasks change: a
 * finished recalculation shows at once.
 */
function usePeriodQuery(record: CustomTabProps['record']): BillingPeriodQuery | undefined {
  useLiveRefresh('administration/tasks');
  const timeZone = useConsoleTimeZone();
  const [range] = useBillingPeriod();
  if (!record || !isValidRange(range)) return undefined;
  return { account: String(record.id), ...rangeInstants(range, timeZone), timeZone };
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="h5" sx={{ m: 0 }} data-billing-figure={label}>
        {value}
      </Typography>
      {/* A second description of the same term: a definition list holds only dt and dd. */}
      {note && (
        <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0 }}>
          {note}
        </Typography>
      )}
    </div>
  );
}

/**
 * The overview tab: the period's calls, minutes, revenue (calls and fees), costs and margin in the account's
 * currency, the change against the period before, and a chart per day. Costs and margin appear only when the API
 * sends them (`Statistics/viewcosts`).
 */
export function BillingOverview({ record }: CustomTabProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const query = usePeriodQuery(record);
  const { data, error, isFetching } = useQuery({
    queryKey: ['billing', 'daily', query],
    queryFn: async () => (await dataProvider.getBillingDaily(query!)).data,
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
  });
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!data) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  const money = (value: number | undefined) => formatMoney({ currency: data.currency }, value, undefined);
  const { totals, previous } = data;
  const label = (name: string) => translate(`resources.billing.figures.${name}`);
  const change = (value: number | null) =>
    value === null
      ? undefined
      : translate('resources.billing.period.change', { change: value > 0 ? `+${value}` : value });
  const withCosts = totals.costs !== undefined;
  return (
    <Box component="section" aria-label={translate('resources.billing.tabs.overview')}>
      {isFetching && <LinearProgress aria-label={translate('ra.page.loading')} sx={{ mb: 1 }} />}
      <Stack component="dl" direction="row" spacing={4} useFlexGap flexWrap="wrap" sx={{ m: 0, mb: 2 }}>
        <Figure label={label('calls')} value={String(totals.calls)} note={change(totals.callsChange)} />
        <Figure label={label('minutes')} value={String(totals.minutes)} />
        <Figure label={label('revenue')} value={money(totals.revenue)} note={change(totals.revenueChange)} />
        <Figure label={label('usageRevenue')} value={money(totals.usageRevenue)} />
        <Figure label={label('feeRevenue')} value={money(totals.feeRevenue)} />
        {withCosts && <Figure label={label('costs')} value={money(totals.costs)} />}
        {withCosts && <Figure label={label('margin')} value={money(totals.margin)} />}
        <Figure label={translate('resources.billing.period.previous')} value={money(previous.revenue)} />
      </Stack>
      <ChartView
        chart={chartOf(withCosts ? ['revenue', 'costs'] : ['revenue'])}
        points={drawn(data.items, ['revenue', 'costs'])}
        title={translate('resources.billing.figures.revenue')}
      />
    </Box>
  );
}

const KINDS = ['carrier', 'speech', 'platform'];

/** The costs tab: the period's costs by kind in the account's currency and a stacked chart per day. */
export function BillingCosts({ record }: CustomTabProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const query = usePeriodQuery(record);
  const { data, error } = useQuery({
    queryKey: ['billing', 'costs', query],
    queryFn: async () => (await dataProvider.getBillingCosts(query!)).data,
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
  });
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!data) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  const money = (value: number) => formatMoney({ currency: data.currency }, value, undefined);
  return (
    <Box component="section" aria-label={translate('resources.billing.tabs.costs')} sx={{ mb: 3 }}>
      <Stack component="dl" direction="row" spacing={4} useFlexGap flexWrap="wrap" sx={{ m: 0, mb: 2 }}>
        <Figure label={translate('resources.billing.figures.costs')} value={money(data.totals.costs)} />
        {KINDS.map((kind) => (
          <Figure
            key={kind}
            label={translate(`resources.billing.figures.${kind}`)}
            value={money(data.totals[kind as 'carrier'])}
          />
        ))}
      </Stack>
      <ChartView
        chart={chartOf(KINDS, 'costs')}
        points={drawn(data.items, KINDS)}
        title={translate('resources.billing.figures.costs')}
      />
    </Box>
  );
}
