import { CITIES } from '../../db/seed/names';
import {
  DAY,
  ago,
  insert,
  phoneNumber,
  spread,
  scaled,
  uniqueName,
  type SeedContext,
  type TenantSeed,
} from '../../db/seed/seedContext';

const ENDPOINTS = [
  { endpoint: 'SIPClient', provider: 2, label: 'SIP' },
  { endpoint: 'ProxySIPClient', provider: 5, label: 'SIP Proxy' },
  { endpoint: 'LiveTranslate', provider: 6, label: 'Live Translate' },
] as const;

const LINE_PURPOSES = [
  'Hotline',
  'Collections',
  'Sales',
  'Support',
  'Surveys',
  'Notifications',
  'Claims',
  'Care',
];

/** Tariffs, dial modules and their lines; every module gets at least one line and a default line. */
export function seedTelephony(ctx: SeedContext): void {
  const moduleCounts = spread(ctx, scaled(ctx, 20), 1);
  const lineCounts = spread(ctx, scaled(ctx, 80), 2);
  ctx.tenants.forEach((tenant, index) => {
    seedTariffs(ctx, tenant);
    const moduleNames = new Set<string>();
    for (let i = 0; i < moduleCounts[index]; i++) {
      const { endpoint, provider, label } = ctx.rng.weighted<(typeof ENDPOINTS)[number]>([
        [ENDPOINTS[0], 6],
        [ENDPOINTS[1], 3],
        [ENDPOINTS[2], 1],
      ]);
      const name = uniqueName(`${ctx.rng.pick(CITIES)} ${label}`, moduleNames);
      const created = ago(ctx, 700 * DAY, 60 * DAY);
      const id = insert(ctx.db, 'dial_module', {
        id_tenant: tenant.id,
        name,
        provider_kind: provider,
        endpoint_type: endpoint,
        host: `${endpoint === 'LiveTranslate' ? 'lt' : 'sip'}-${String(i + 1).padStart(2, '0')}.${tenant.domain}`,
        port: endpoint === 'SIPClient' ? 5060 : 5080,
        enabled: ctx.rng.chance(0.9),
        monitoring: ctx.rng.chance(0.85),
        max_channels: ctx.rng.pick([10, 30, 60, 120]),
        callbot_settings: {
          asrProvider: ctx.rng.pick(['google', 'azure', 'deepgram']),
          ttsVoice: tenant.languageCode,
          bargeIn: ctx.rng.chance(0.7),
          silenceTimeoutMs: ctx.rng.pick([3000, 5000, 8000]),
          recordCalls: ctx.rng.chance(0.6),
        },
        created,
        updated: created,
      });
      tenant.modules.push({ id, name });
    }
    const lineNames = new Set<string>();
    const lineCount = Math.max(lineCounts[index], tenant.modules.length);
    for (let i = 0; i < lineCount; i++)
      seedLine(ctx, tenant, tenant.modules[i % tenant.modules.length].id, lineNames);
  });
  setDefaultLines(ctx);
}

function seedTariffs(ctx: SeedContext, tenant: TenantSeed): void {
  const tariffs: [string, number, number, number, number][] = [
    // name, target kind (CAMPAIGN 0, LINE 1), billing mode (PER_TIME 1, PER_CALL 2), per minute, per call
    ['Standard per minute', 1, 1, 0.035, 0],
    ['Flat per call', 1, 2, 0, 0.12],
    ['Premium hotline', 1, 1, 0.09, 0.05],
    ['Outbound campaign', 0, 1, 0.028, 0],
  ];
  for (const [name, targetKind, billingMode, perMinute, perCall] of tariffs) {
    const created = ago(ctx, 700 * DAY, 300 * DAY);
    const id = insert(ctx.db, 'tariff', {
      id_tenant: tenant.id,
      name,
      target_kind: targetKind,
      billing_mode: billingMode,
      price_per_minute: perMinute,
      price_per_call: perCall,
      currency: tenant.dialPrefix.startsWith('+1') ? 'USD' : 'EUR',
      valid_from: created.slice(0, 10),
      created,
    });
    if (targetKind === 1) tenant.lineTariffIds.push(id);
  }
}

function seedLine(ctx: SeedContext, tenant: TenantSeed, idModule: number, names: Set<string>): void {
  const name = uniqueName(`${ctx.rng.pick(CITIES)} ${ctx.rng.pick(LINE_PURPOSES)}`, names);
  const fraud = ctx.rng.chance(0.07);
  const monitoring = ctx.rng.chance(0.8);
  const created = ago(ctx, 600 * DAY, 30 * DAY);
  const routing = tenant.flows.length > 0 && ctx.rng.chance(0.75) ? ctx.rng.pick(tenant.flows).id : null;
  const number = phoneNumber(ctx, tenant.dialPrefix);
  const postcall = ctx.rng.chance(0.4);
  const id = insert(ctx.db, 'line', {
    id_tenant: tenant.id,
    id_dial_module: idModule,
    id_call_script: routing,
    name,
    phone_number: number,
    enabled: ctx.rng.chance(0.88),
    monitoring,
    monitoring_settings: monitoring
      ? { maxFailedCalls: ctx.rng.pick([3, 5, 10]), alertEmail: `noc@${tenant.domain}` }
      : {},
    id_tariff: ctx.rng.chance(0.9) ? ctx.rng.pick(tenant.lineTariffIds) : null,
    fraud,
    risk_level: fraud ? ctx.rng.pick(['Low', 'Medium', 'High']) : null,
    billing: ctx.rng.chance(0.88),
    transfer_mode: ctx.rng.pick(['Attend', 'Blind']),
    transfer_number: ctx.rng.chance(0.6) ? phoneNumber(ctx, tenant.dialPrefix) : null,
    live_transcription: ctx.rng.weighted([
      [0, 5],
      [1, 2],
      [2, 1],
    ]),
    max_channels: ctx.rng.pick([4, 10, 20, 30]),
    queue_size: ctx.rng.pick([0, 0, 5, 10, 20]),
    postcall_analytics: postcall,
    postcall_settings: postcall
      ? { summary: true, sentiment: ctx.rng.chance(0.7), keywords: ['cancel', 'complaint'] }
      : {},
    created,
    updated: created,
  });
  tenant.lines.push({ id, name, phoneNumber: number, idCallScript: routing });
}

function setDefaultLines(ctx: SeedContext): void {
  const first = ctx.db.prepare('SELECT MIN(id) AS id FROM line WHERE id_dial_module = ?');
  const update = ctx.db.prepare('UPDATE dial_module SET id_default_line = ? WHERE id = ?');
  for (const tenant of ctx.tenants) {
    for (const module of tenant.modules) {
      const row = first.get(module.id) as { id: number | null };
      if (row.id !== null && ctx.rng.chance(0.9)) update.run(row.id, module.id);
    }
  }
}
