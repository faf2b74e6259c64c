import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { getPath } from '../../shared/getPath';
import { useLiveRefresh } from '../../app/live/useLiveRefresh';
import { isValidRange, rangeInstants } from '../../utils/calendarDays';
import { useConsoleTimeZone } from '../../utils/useConsoleTimeZone';
import type { CustomTabProps } from '../defineArea';
import type { ChartConfig } from '../types';
import { useBillingPeriod } from './BillingPeriodPicker';
import type { BillingApi, BillingPeriodQuery } from './billingApi';

/** A bar chart per day of the given figures (`resources.billing.figures.*` labels), stacked when `stack` is given. */
export const chartOf = (sources: string[], stack?: string): ChartConfig => ({
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
export const drawn = (items: readonly object[], sources: string[]) =>
  items.map((item) => ({
    ...item,
    ...Object.fromEntries(sources.map((source) => [source, Number(getPath(item, source) ?? 0) / 100])),
  }));

type PeriodMethod = 'getBillingDaily' | 'getBillingCosts';

/** An answer of the shown account over the session's period (the previous one shown while the next loads). */
export function usePeriodAnswer<M extends PeriodMethod>(record: CustomTabProps['record'], method: M) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const query = usePeriodQuery(record);
  return useQuery({
    queryKey: ['billing', method, query],
    queryFn: async () =>
      (await dataProvider[method](query!)).data as Awaited<ReturnType<BillingApi[M]>>['data'],
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
  });
}

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
