import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../dev-platform/platform';
import type {
  BillingAccount,
  BillingDaily,
  BillingFee,
  BillingLine,
  BillingTariff,
} from '../../src/resources/billing/billingWire';
import type { ListResponse } from '../../src/shared/wire/common';
import { startTestPlatform } from '../support/testPlatform';
import { roleIdOf, sessionFor, tenantIdOf, type Session } from './session';
import { filterQuery } from './telephonyFixtures';

let platform: Platform;
let operator: Session;
let viewer: Session;
let acme: number;
let globex: number;
let account: string;
const DAY_MS = 86_400_000;
const period = `from=${new Date(Date.now() - 30 * DAY_MS).toISOString()}&to=${new Date().toISOString()}&timeZone=UTC`;

beforeAll(async () => {
  platform = await startTestPlatform();
  operator = await sessionFor(platform, 'operator');
  viewer = await sessionFor(platform, 'viewer');
  acme = tenantIdOf(platform, 'Acme Telecom');
  globex = tenantIdOf(platform, 'Globex Banking');
  account = `voicebot~${acme}`;
});
afterAll(async () => platform?.close());

/** Runs `check` while the operators of Acme hold `Statistics` exactly as given (the map is read per request). */
async function withStatistics(actions: string[], check: () => Promise<void>) {
  const role = roleIdOf(platform, 'Acme Telecom', 'Operators');
  const saved = platform.db.prepare('SELECT permissions FROM role WHERE id = ?').pluck().get(role) as string;
  const permissions = { ...JSON.parse(saved), Statistics: actions };
  platform.db.prepare('UPDATE role SET permissions = ? WHERE id = ?').run(JSON.stringify(permissions), role);
  try {
    await check();
  } finally {
    platform.db.prepare('UPDATE role SET permissions = ? WHERE id = ?').run(saved, role);
  }
}

const COST_FIELDS = ['costs', 'margin', 'costCarrier', 'costSpeech', 'costPlatform'];

describe('billing permissions and scope', () => {
  it('lists the licensed accounts in scope and opens one with its applications', async () => {
    const list = (await operator.call('/api/statistics/billing?pageSize=100'))
      .body as ListResponse<BillingAccount>;
    expect(list.items.map((item) => item.idTenant)).not.toContain(globex);
    expect(list.items.some((item) => item.id === account)).toBe(true);
    const { body, status } = await operator.call(`/api/statistics/billing/${account}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: account, app: 'voicebot', idTenant: acme, tenantName: 'Acme Telecom' });
    expect((body as BillingAccount).apps[0]).toBe('voicebot');
  });

  it('keeps other tenants, unknown applications and malformed accounts out', async () => {
    expect((await operator.call(`/api/statistics/billing/voicebot~${globex}`)).body).toEqual({
      status: 404,
      error: 'Tenant not found',
    });
    expect((await operator.call(`/api/statistics/billing/payroll~${acme}`)).status).toBe(404);
    expect((await operator.call('/api/statistics/billing/nonsense')).status).toBe(400);
    const foreignFee = platform.db
      .prepare('SELECT id FROM fee WHERE id_tenant = ?')
      .pluck()
      .get(globex) as number;
    expect((await operator.call(`/api/statistics/billing-fees/${foreignFee}`)).status).toBe(404);
  });

  it('needs Statistics/viewbilling', async () => {
    for (const path of [
      `/api/statistics/billing/${account}`,
      `/api/statistics/billing/${account}/daily?${period}`,
    ])
      expect((await viewer.call(path)).status).toBe(403);
  });

  it('never sends costs or margin without Statistics/viewcosts', async () => {
    await withStatistics(['viewbilling'], async () => {
      const daily = (await operator.call(`/api/statistics/billing/${account}/daily?${period}`))
        .body as BillingDaily;
      for (const figures of [daily.totals, daily.previous, ...daily.items])
        for (const field of COST_FIELDS) expect(figures).not.toHaveProperty(field);
      expect(daily.totals.revenue).toBeGreaterThanOrEqual(0);
      const lines = (await operator.call(`/api/statistics/billing-lines?${filterQuery({ account })}`))
        .body as ListResponse<BillingLine>;
      expect(lines.items.length).toBeGreaterThan(0);
      for (const line of lines.items) for (const field of COST_FIELDS) expect(line).not.toHaveProperty(field);
      expect((await operator.call(`/api/statistics/billing-lines?sort=costs`)).status).toBe(400);
      expect((await operator.call(`/api/statistics/billing/${account}/costs?${period}`)).body).toEqual({
        status: 403,
        error: 'Missing permission Statistics/viewcosts',
      });
    });
    const daily = (await operator.call(`/api/statistics/billing/${account}/daily?${period}`))
      .body as BillingDaily;
    expect(daily.totals.margin).toBe(daily.totals.revenue - daily.totals.costs!);
  });

  it('refuses changes without Statistics/editbilling', async () => {
    await withStatistics(['viewbilling', 'viewcosts'], async () => {
      const response = await operator.call(`/api/statistics/billing/${account}/fees`, {
        method: 'POST',
        body: { name: 'Extra', amount: 100, recurring: true, validFrom: '2025-01-01' },
      });
      expect(response.status).toBe(403);
    });
  });

  it('validates the period of the figures', async () => {
    const bad = await operator.call(
      `/api/statistics/billing/${account}/daily?from=yesterday&to=2025-01-01T00:00:00Z`,
    );
    expect(bad.body).toEqual({ status: 400, error: "Parameter 'from' must be an ISO 8601 date" });
  });
});

describe('billing fees', () => {
  it('adds a fee with validation and counts it on its day', async () => {
    const invalid = await operator.call(`/api/statistics/billing/${account}/fees`, {
      method: 'POST',
      body: { name: '', amount: 12.5, validFrom: '2025-13-01' },
    });
    expect(invalid.status).toBe(400);
    expect((invalid.body as { errors: Record<string, string> }).errors).toMatchObject({
      name: 'Field is required',
      amount: 'Minimum value is 0',
    });
    const created = await operator.call(`/api/statistics/billing/${account}/fees`, {
      method: 'POST',
      body: { name: 'Migration project', amount: 123_456, recurring: false, validFrom: '2025-02-10' },
    });
    expect(created.status).toBe(201);
    const fee = created.body as BillingFee;
    expect(fee).toMatchObject({ account, amount: 123_456, recurring: false, validTo: '2025-02-10' });
    const day = 'from=2025-02-10T00:00:00Z&to=2025-02-11T00:00:00Z&timeZone=UTC';
    const daily = (await operator.call(`/api/statistics/billing/${account}/daily?${day}`))
      .body as BillingDaily;
    expect(daily.totals.feeRevenue).toBeGreaterThanOrEqual(123_456);
    const changed = await operator.call(`/api/statistics/billing-fees/${fee.id}`, {
      method: 'PUT',
      body: { amount: 100 },
    });
    expect((changed.body as BillingFee).amount).toBe(100);
    const listed = (await operator.call(`/api/statistics/billing-fees?${filterQuery({ account })}`))
      .body as ListResponse<BillingFee>;
    expect(listed.items.find((item) => item.id === fee.id)?.amount).toBe(100);
  });
});

describe('billing tariffs', () => {
  const openPeriod = () =>
    platform.db
      .prepare(
        `SELECT p.id, p.id_tariff AS idTariff, p.valid_from AS validFrom FROM tariff_period p
         JOIN tariff t ON t.id = p.id_tariff WHERE t.id_tenant = ? AND p.valid_to IS NULL ORDER BY p.id LIMIT 1`,
      )
      .get(acme) as { id: number; idTariff: number; validFrom: string };

  it('refuses an overlapping period with a clear message', async () => {
    const open = openPeriod();
    const response = await operator.call(`/api/statistics/billing/${account}/tariffs`, {
      method: 'POST',
      body: {
        idTariff: open.idTariff,
        pricePerMinute: 7,
        pricePerCall: 0,
        rounding: 'second',
        validFrom: '2099-01-01',
      },
    });
    expect(response.body).toEqual({
      status: 409,
      error: `The period overlaps the tariff's period from ${open.validFrom} to open end; end that period first`,
    });
  });

  it('adds a period after ending the open one, and lists both', async () => {
    const open = openPeriod();
    const ended = await operator.call(`/api/statistics/billing-tariffs/${open.id}`, {
      method: 'PUT',
      body: { validTo: '2098-12-31' },
    });
    expect((ended.body as BillingTariff).validTo).toBe('2098-12-31');
    const created = await operator.call(`/api/statistics/billing/${account}/tariffs`, {
      method: 'POST',
      body: {
        idTariff: open.idTariff,
        pricePerMinute: 7,
        pricePerCall: 0,
        rounding: 'minute',
        validFrom: '2099-01-01',
      },
    });
    expect(created.status).toBe(201);
    const listed = (
      await operator.call(
        `/api/statistics/billing-tariffs?pageSize=100&${filterQuery({ account, idTariff: open.idTariff })}`,
      )
    ).body as ListResponse<BillingTariff>;
    expect(listed.items.map((item) => [item.validFrom, item.validTo]).slice(-2)).toEqual([
      [open.validFrom, '2098-12-31'],
      ['2099-01-01', null],
    ]);
  });

  it('validates prices, rounding and the tariff, and refuses ending a period before it starts', async () => {
    const open = openPeriod();
    const invalid = await operator.call(`/api/statistics/billing/${account}/tariffs`, {
      method: 'POST',
      body: {
        idTariff: 999_999,
        pricePerMinute: -1,
        pricePerCall: 0.5,
        rounding: 'hour',
        validFrom: '2100-01-01',
      },
    });
    expect((invalid.body as { errors: Record<string, string> }).errors).toEqual({
      idTariff: "Not one of the tenant's tariffs",
      pricePerMinute: 'Minimum value is 0',
      pricePerCall: 'Minimum value is 0',
      rounding: 'Expected one of second, minute',
    });
    const early = await operator.call(`/api/statistics/billing-tariffs/${open.id}`, {
      method: 'PUT',
      body: { validTo: '1990-01-01' },
    });
    expect((early.body as { errors: Record<string, string> }).errors).toEqual({
      validTo: 'The end must not be before the start',
    });
  });
});
