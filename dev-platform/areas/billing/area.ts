import type { PlatformArea } from '../platformArea';
import { billingRoutes } from './billing';
import { billingFeeRoutes } from './billingFees';
import { billingLineRoutes } from './billingLines';
import { billingRecalculationRoutes } from './billingRecalculation';
import { billingTariffRoutes } from './billingTariffs';
import { seedBilling } from './seedBilling';
import { seedBillingUsage } from './seedBillingUsage';

export const area: PlatformArea = {
  name: 'billing',
  routes: [billingRoutes, billingLineRoutes, billingFeeRoutes, billingTariffRoutes],
  register({ app, context, jobs }) {
    billingRecalculationRoutes(app, context, jobs);
  },
  // The usage (210) sums the dial logs, copied in at 200.
  seed: { 120: seedBilling, 210: seedBillingUsage },
};
