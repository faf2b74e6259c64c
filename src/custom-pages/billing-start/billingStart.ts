import type { BillingAccount } from '../../resources/billing/billingWire';
import { BILLING_APPS } from '../../shared/billingRules';

/** Where the billing list lives (its named view), for a context tenant without any licensed application. */
export const BILLING_ACCOUNTS_PATH = '/administration/billing/accounts';

/**
 * Where `/administration/billing` leads: the overview of the context tenant's first licensed application (in the
 * order of SPEC §3's licence kinds), else the list of accounts.
 */
export function billingStartPath(
  accounts: readonly Pick<BillingAccount, 'app' | 'idTenant'>[],
  idContext: number | undefined,
): string {
  const first = accounts
    .filter((account) => account.idTenant === idContext)
    .sort((a, b) => BILLING_APPS.indexOf(a.app) - BILLING_APPS.indexOf(b.app))[0];
  return first ? `/administration/billing/${first.app}/${first.idTenant}/overview` : BILLING_ACCOUNTS_PATH;
}
