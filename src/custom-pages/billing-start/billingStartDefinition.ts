import { definePage } from '../definePage';

/**
 * `/administration/billing` (ROUTES.md): leads to the context tenant's first licensed application's billing; the
 * list of every account in scope stays at `/administration/billing/accounts`. No menu entry of its own: the billing
 * resource's entry links here.
 */
export const billingStartPage = definePage({
  name: 'billingStart',
  path: '/administration/billing',
  label: 'resources.billing.name',
  permissions: [{ area: 'Statistics', action: 'viewbilling' }],
  menu: false,
  component: () => import('./BillingStartPage').then((module) => module.BillingStartPage),
});
