/**
 * Billing arithmetic shared by the console and the dev platform (SPEC §3 billing modes PER_TIME 1, PER_CALL 2).
 * Money is always an integer number of minor units (cents); each call is charged on its own and rounded to a whole
 * minor unit half up, so a period's total is the plain integer sum of its calls and never depends on how the period
 * is split into days or lines.
 */

export const BILLING_MODE = { PER_TIME: 1, PER_CALL: 2 } as const;
export type BillingModeValue = (typeof BILLING_MODE)[keyof typeof BILLING_MODE];

/** How a PER_TIME tariff counts a call's duration: exact seconds, or every started minute in full. */
export const ROUNDINGS = ['second', 'minute'] as const;
export type Rounding = (typeof ROUNDINGS)[number];

/** The applications a tenant can be licensed for (licence kinds 2–6 of SPEC §3), as route segments. */
export const BILLING_APPS = ['voicebot', 'chatbot', 'emailbot', 'live-translate', 'agent-assist'] as const;
export type BillingApp = (typeof BILLING_APPS)[number];
/** Licence kind (SPEC §3 limit kind) of each application. */
export const LICENCE_KIND: Record<BillingApp, number> = {
  voicebot: 2,
  chatbot: 3,
  emailbot: 4,
  'live-translate': 5,
  'agent-assist': 6,
};

/**
 * Upper bounds of money a user enters, in minor units, so that totals stay exact: a fee at most 100,000,000.00,
 * a tariff price at most 10,000.00 per minute or per call. Sums are checked on top ({@link addMinor}): a total
 * that would pass Number.MAX_SAFE_INTEGER minor units is an error, never a rounded figure.
 */
export const MAX_FEE_MINOR = 10_000_000_000;
export const MAX_PRICE_MINOR = 1_000_000;

/** A tariff's price in one period: `validFrom` and `validTo` are calendar days (YYYY-MM-DD), both included. */
export interface TariffPrice {
  billingMode: BillingModeValue;
  /** Minor units per minute (PER_TIME). */
  pricePerMinute: number;
  /** Minor units per charged call: the whole price (PER_CALL) or a connection fee on top (PER_TIME). */
  pricePerCall: number;
  rounding: Rounding;
}

export interface TariffPeriod extends TariffPrice {
  validFrom: string;
  validTo: string | null;
}

/** What the platform pays per call, by kind (minor units): carrier minutes, speech processing, platform use. */
export const COST_KINDS = ['carrier', 'speech', 'platform'] as const;
export type CostKind = (typeof COST_KINDS)[number];
export const COST_RATES: Record<CostKind, { perMinute: number; perCall: number }> = {
  carrier: { perMinute: 1, perCall: 0 },
  speech: { perMinute: 2, perCall: 0 },
  platform: { perMinute: 0, perCall: 1 },
};

/** `numerator / denominator` rounded half up, both non-negative integers. */
export function divideHalfUp(numerator: number, denominator: number): number {
  assertMinor(numerator);
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Seconds a PER_TIME call is charged for. */
export function billedSeconds(durationSeconds: number, rounding: Rounding): number {
  if (durationSeconds <= 0) return 0;
  return rounding === 'minute' ? Math.ceil(durationSeconds / 60) * 60 : durationSeconds;
}

/** Whether a call is charged at all: only calls that lasted (unanswered calls are free in both modes). */
export const isCharged = (durationSeconds: number) => durationSeconds > 0;

/** The price of one call in minor units. */
export function callCharge(price: TariffPrice, durationSeconds: number): number {
  if (!isCharged(durationSeconds)) return 0;
  if (price.billingMode === BILLING_MODE.PER_CALL) return price.pricePerCall;
  const seconds = billedSeconds(durationSeconds, price.rounding);
  return price.pricePerCall + divideHalfUp(seconds * price.pricePerMinute, 60);
}

/** What one call costs the platform, by kind (minor units; exact seconds, half up). */
export function callCosts(durationSeconds: number): Record<CostKind, number> {
  const charged = isCharged(durationSeconds);
  return Object.fromEntries(
    COST_KINDS.map((kind) => {
      const rate = COST_RATES[kind];
      const cost = charged ? rate.perCall + divideHalfUp(durationSeconds * rate.perMinute, 60) : 0;
      return [kind, cost];
    }),
  ) as Record<CostKind, number>;
}

/** The period in force on a calendar day (YYYY-MM-DD), if any. */
export function periodOn<P extends Pick<TariffPeriod, 'validFrom' | 'validTo'>>(
  periods: readonly P[],
  day: string,
): P | undefined {
  return periods.find(
    (period) => period.validFrom <= day && (period.validTo === null || day <= period.validTo),
  );
}

/** Whether two periods share a day (`validTo` null is open-ended). */
export function periodsOverlap(
  a: Pick<TariffPeriod, 'validFrom' | 'validTo'>,
  b: Pick<TariffPeriod, 'validFrom' | 'validTo'>,
): boolean {
  return (a.validTo === null || b.validFrom <= a.validTo) && (b.validTo === null || a.validFrom <= b.validTo);
}

/**
 * `a + b` in minor units, exact or a RangeError: both are safe integers, so their float sum is exact whenever it is
 * a safe integer itself, and anything beyond is refused rather than rounded.
 */
export function addMinor(a: number, b: number): number {
  return exactMinor(assertMinor(a) + assertMinor(b));
}

/**
 * A total as exact minor units, or a RangeError: for sums SQL computes (exact 64-bit integers, which arrive as
 * doubles and are rounded beyond Number.MAX_SAFE_INTEGER) and sums made here.
 */
export function exactMinor(total: number): number {
  // statusCode: the platform answers it as a 422 with this message instead of a 500.
  if (!Number.isSafeInteger(total))
    throw Object.assign(new RangeError('The total exceeds the largest exact amount'), { statusCode: 422 });
  return total;
}

/** Integer sum of minor amounts (throws on a fraction or beyond exact integers: never floating point here). */
export function sumMinor(amounts: Iterable<number>): number {
  let total = 0;
  for (const amount of amounts) total = addMinor(total, amount);
  return total;
}

/** Minor units as a plain decimal text with two places ("1250" → "12.50"), for CSV cells and inputs. */
export function minorToDecimal(minor: number): string {
  assertMinor(Math.abs(minor));
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Percent change from `before` to `after`, one decimal; null when there is nothing to compare with. */
export function changePercent(before: number, after: number): number | null {
  if (before === 0) return null;
  return Math.round(((after - before) / Math.abs(before)) * 1000) / 10;
}

function assertMinor(amount: number): number {
  if (!Number.isSafeInteger(amount)) throw new Error(`Not a whole number of minor units: ${amount}`);
  return amount;
}
