/**
 * Wire types of a tenant's tabs (core API `/administration/tenants/{id}/…`, `/administration/notification-groups`,
 * `/statistics/tenants`), shared with the dev platform, which imports them with `import type`.
 */

/** `GET, PUT …/tenants/{id}/security`: password expiration policy (enforcement level) and two-factor requirement. */
export interface TenantSecurity {
  /** NEVER 0, WARNING 1, RESTRICTION 2, BLOCK 3 (SPEC §3 enforcement level). */
  passwordExpirationType: number;
  passwordExpirationDays: number;
  passwordWarnDays: number;
  twoFactorRequired: boolean;
}

/** `GET, PUT …/tenants/{id}/parameters`. */
export interface TenantParameters {
  defaultLanguage: string | null;
  maxConcurrentCalls: number | null;
  recordingsEnabled: boolean;
  smsSenderId: string | null;
}

/** `GET, PUT …/tenants/{id}/retention`: days each kind of data is kept. */
export interface TenantRetention {
  conversationsDays: number;
  recordingsDays: number;
  dialLogsDays: number;
  auditDays: number;
  updated: string | null;
}

/** `GET, PUT /agent-assist/tenants/{id}/agent-control` (SPEC §7 AgentAssist area; `AccessManagement/viewAgentControl`). */
export interface TenantAgentControl {
  enabled: boolean;
  maxAgents: number;
  whisperMode: boolean;
  bargeIn: boolean;
  updated: string | null;
}

/** A limit or licence (`GET, POST …/tenants/{id}/limits`); kind OTHER 0, SLA 1, LICENSE_VOICEBOT 2 … 6. */
export interface TenantLimit {
  id: number;
  idTenant: number;
  kind: number;
  value: number;
  /** Calendar days, YYYY-MM-DD. */
  validFrom: string;
  validTo: string | null;
}

/** A tariff of the tenant (`GET …/tenants/{id}/tariffs`, `AccessManagement/viewtariff`). */
export interface TenantTariff {
  /** The price period's id (billing's tariff period). */
  id: number;
  idTenant: number;
  idTariff: number;
  tariffName: string;
  /** CAMPAIGN 0, LINE 1: LINE tariffs are the line tariffs. */
  targetKind: number;
  /** PER_TIME 1, PER_CALL 2. */
  billingMode: number;
  /** Integer minor units of `currency`. */
  pricePerMinute: number;
  pricePerCall: number;
  rounding: 'second' | 'minute';
  currency: string;
  validFrom: string;
  validTo: string | null;
  lineCount: number;
}

/** A fee of the tenant for one application (billing's fee); `amount` in integer minor units of `currency`. */
export interface TenantFee {
  id: number;
  idTenant: number;
  app: string;
  name: string;
  amount: number;
  currency: string;
  recurring: boolean;
  validFrom: string;
  validTo: string | null;
}

/** A notification group: e-mail recipients of some event kinds. */
export interface NotificationGroup {
  id: number;
  idTenant: number;
  tenantName: string;
  name: string;
  emails: string[];
  events: string[];
  created: string;
}

/** One day (or the totals) of a tenant's calls: counts by result, minutes and costs (`null` without viewcosts). */
export interface TenantStatisticsCounts {
  calls: number;
  minutes: number;
  successful: number;
  notPicked: number;
  error: number;
  costs: number | null;
}

/** `GET …/tenants/{id}/statistics?from=&to=&timeZone=`. */
export interface TenantStatistics {
  items: (TenantStatisticsCounts & { date: string })[];
  totals: TenantStatisticsCounts;
  currency: string;
}

/** A row of `GET /statistics/tenants` (tenants of the context, over the `start` period filter). */
export interface TenantStatisticsRow {
  id: number;
  idTenant: number;
  tenantName: string;
  calls: number;
  minutes: number;
  successful: number;
  /** 0..1 (successful / calls), 0 without calls. */
  successRate: number;
}
