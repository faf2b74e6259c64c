import { defineArea } from '../defineArea';
import { createBillingApi } from './billingApi';
import {
  billingFeesMessages,
  billingLinesMessages,
  billingMessages,
  billingTariffsMessages,
} from './billingMessages';
import { billingResource } from './billingResource';
import { billingFeesResource, billingLinesResource, billingTariffsResource } from './billingResources';

/** The billing area: everything it brings to the console, discovered through the area index. */
export const area = defineArea({
  name: 'billing',
  order: 130,
  resources: [billingResource, billingFeesResource, billingTariffsResource, billingLinesResource],
  components: {
    billingHeader: () => import('./BillingHeader').then((module) => module.BillingHeader),
    billingOverview: () => import('./BillingOverview').then((module) => module.BillingOverview),
    billingCosts: () => import('./BillingCosts').then((module) => module.BillingCosts),
  },
  inputs: {
    billingPeriodDay: () => import('./BillingPeriodDayInput').then((module) => module.BillingPeriodDayInput),
  },
  api: createBillingApi,
  fakeApi: () => import('./fakeBillingApi').then((module) => () => module.createFakeBillingApi()),
  messages: {
    resources: {
      billing: { name: 'Billing |||| Billing', ...billingMessages },
      billingFees: { name: 'Fee |||| Fees', ...billingFeesMessages },
      billingTariffs: { name: 'Tariff |||| Tariffs', ...billingTariffsMessages },
      billingLines: { name: 'Billable line |||| Billable lines', ...billingLinesMessages },
    },
  },
  translations: { cs: () => import('./billingMessagesCs').then((module) => module.billingCs) },
});
