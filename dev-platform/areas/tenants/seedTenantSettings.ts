import { DAY, ago, fromNow, insert, type SeedContext } from '../../db/seed/seedContext';

const NOTIFICATION_GROUPS: [string, string[]][] = [
  ['Operations', ['LineDown', 'ModuleRestart', 'MonitoringAlert']],
  ['Billing', ['InvoiceIssued', 'TariffChanged']],
  ['Security', ['FraudSuspected', 'PasswordExpiring', 'TwoFactorReset']],
];

/**
 * Tenant sub-settings (SPEC §3): parameters, notification groups, retention, agent control and
 * limits/licences (kinds OTHER 0, SLA 1, LICENSE_VOICEBOT 2 .. LICENSE_AGENT_ASSIST 6).
 */
export function seedTenantSettings(ctx: SeedContext): void {
  for (const tenant of ctx.tenants) {
    const parameters: Record<string, string> = {
      defaultLanguage: tenant.languageCode,
      maxConcurrentCalls: String(ctx.rng.pick([20, 50, 100, 250])),
      recordingsEnabled: String(ctx.rng.chance(0.7)),
      smsSenderId: tenant.name
        .replace(/[^A-Za-z]/g, '')
        .slice(0, 11)
        .toUpperCase(),
    };
    for (const [key, value] of Object.entries(parameters)) {
      insert(ctx.db, 'tenant_parameter', { id_tenant: tenant.id, key, value });
    }
    for (const [name, events] of ctx.rng.sample(NOTIFICATION_GROUPS, ctx.rng.int(1, 3))) {
      insert(ctx.db, 'tenant_notification_group', {
        id_tenant: tenant.id,
        name,
        emails: [`${name.toLowerCase()}@${tenant.domain}`, `alerts@${tenant.domain}`],
        events,
        created: ago(ctx, 300 * DAY, 10 * DAY),
      });
    }
    insert(ctx.db, 'tenant_retention', {
      id_tenant: tenant.id,
      conversations_days: ctx.rng.pick([30, 90, 180, 365]),
      recordings_days: ctx.rng.pick([7, 30, 90]),
      dial_logs_days: ctx.rng.pick([180, 365, 730]),
      audit_days: 730,
      updated: ago(ctx, 200 * DAY),
    });
    insert(ctx.db, 'tenant_agent_control', {
      id_tenant: tenant.id,
      enabled: ctx.rng.chance(0.5),
      settings: {
        maxAgents: ctx.rng.pick([5, 10, 25]),
        whisperMode: ctx.rng.chance(0.5),
        bargeIn: ctx.rng.chance(0.3),
      },
      updated: ago(ctx, 200 * DAY),
    });
    for (const kind of [1, 2, ...ctx.rng.sample([0, 3, 4, 5, 6], ctx.rng.int(0, 3))]) {
      insert(ctx.db, 'tenant_limit', {
        id_tenant: tenant.id,
        kind,
        value: kind === 1 ? ctx.rng.pick([99, 995, 999]) : ctx.rng.pick([5, 10, 25, 100]),
        valid_from: ago(ctx, 400 * DAY, 100 * DAY).slice(0, 10),
        valid_to: ctx.rng.chance(0.5) ? fromNow(ctx, ctx.rng.int(30, 400) * DAY).slice(0, 10) : null,
      });
    }
  }
}
