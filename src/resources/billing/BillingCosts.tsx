import { Alert, Box, LinearProgress, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ChartView } from '../framework/charts/ChartView';
import type { CustomTabProps } from '../defineArea';
import { formatMoney } from '../field-types/money';
import { BillingFigure } from './BillingFigure';
import { chartOf, drawn, usePeriodAnswer } from './billingCharts';

const KINDS = ['carrier', 'speech', 'platform'];

/** The costs tab: the period's costs by kind in the account's currency and a stacked chart per day. */
export function BillingCosts({ record }: CustomTabProps) {
  const translate = useTranslate();
  const { data, error } = usePeriodAnswer(record, 'getBillingCosts');
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!data) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  const money = (value: number) => formatMoney({ currency: data.currency }, value, undefined);
  return (
    <Box component="section" aria-label={translate('resources.billing.tabs.costs')} sx={{ mb: 3 }}>
      <Stack component="dl" direction="row" spacing={4} useFlexGap flexWrap="wrap" sx={{ m: 0, mb: 2 }}>
        <BillingFigure
          label={translate('resources.billing.figures.costs')}
          value={money(data.totals.costs)}
        />
        {KINDS.map((kind) => (
          <BillingFigure
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
