import type { BillingApp, BillingModeValue, Rounding } from '../../shared/billingRules';

/**
 * Billing answers of the core API (`/api/statistics/billing/…`). Money is integer minor units of `currency`.
 * Costs and margin are left out of every answer for callers without `Statistics/viewcosts`.
 */

/** One tenant's billing for one application; its id is the account `{app}~{idTenant}`. */
export interface BillingAccount {
  id: string;
  app: BillingApp;
  idTenant: number;
  tenantName: string;
  currency: string;
  billingMode: BillingModeValue;
  /** The applications the tenant is licensed for (the app picker's choices). */
  apps: BillingApp[];
  recalculated: string | null;
}

/** Figures of a period (money in minor units). */
export interface BillingFigures {
  calls: number;
  minutes: number;
  usageRevenue: number;
  feeRevenue: number;
  revenue: number;
  costs?: number;
  margin?: number;
}

/** Change in percent against the period before, like against like; null when the period before had none. */
export interface BillingChanges {
  calls: number | null;
  usageRevenue: number | null;
  feeRevenue: number | null;
}

/**
 * `GET …/{account}/daily?from&to&timeZone`: figures per UTC day, the period's totals, and the period of the same
 * length just before it (its days, both included) with its totals and the changes against it.
 */
export interface BillingDaily {
  currency: string;
  items: ({ date: string } & BillingFigures)[];
  totals: BillingFigures;
  previous: BillingFigures;
  previousPeriod: { first: string; last: string };
  changes: BillingChanges;
}

/** `GET …/{account}/costs?from&to`: costs by kind per day (needs `Statistics/viewcosts`). */
export interface BillingCosts {
  currency: string;
  items: { date: string; carrier: number; speech: number; platform: number }[];
  totals: { carrier: number; speech: number; platform: number; costs: number };
}

export interface BillingFee {
  id: number;
  account: string;
  name: string;
  amount: number;
  currency: string;
  recurring: boolean;
  validFrom: string;
  validTo: string | null;
  created: string;
}

/** A price period of one of the tenant's tariffs. */
export interface BillingTariff {
  id: number;
  account: string;
  idTariff: number;
  tariffName: string;
  targetKind: number;
  billingMode: BillingModeValue;
  pricePerMinute: number;
  pricePerCall: number;
  rounding: Rounding;
  currency: string;
  validFrom: string;
  validTo: string | null;
  lineCount: number;
}

/** A billable line of the account with its tariff and this month's usage. */
export interface BillingLine {
  id: number;
  account: string;
  idLine: number;
  lineName: string;
  phoneNumber: string;
  idTariff: number | null;
  tariffName: string | null;
  billing: boolean;
  currency: string;
  calls: number;
  minutes: number;
  revenue: number;
  costCarrier?: number;
  costSpeech?: number;
  costPlatform?: number;
  costs?: number;
}

/** The summary a finished recalculation leaves on its task. */
export interface RecalculationSummary {
  days: number;
  calls: number;
  revenue: number;
  costs: number;
}
