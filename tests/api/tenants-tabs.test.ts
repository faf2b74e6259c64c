import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tenant } from '../../src/shared/wire/administration';
import type { ListResponse } from '../../src/shared/wire/common';
import type { RecordChange } from '../../src/shared/liveEvents';
import type {
  NotificationGroup,
  TenantFee,
  TenantLimit,
  TenantStatistics,
  TenantStatisticsRow,
  TenantTariff,
} from '../../src/resources/tenants/tenantWire';
import { sessionFor, type Session } from './session';
import { filterQuery, startTelephonyWorld, type TelephonyWorld } from './telephonyFixtures';

let world: TelephonyWorld;
let admin: Session;
let retail: number;
const tenant = (id: number, path = '') => `/api/administration/tenants/${id}${path}`;

beforeAll(async () => {
  world = await startTelephonyWorld();
  admin = await sessionFor(world.platform, 'admin');
  retail = world.value("SELECT id FROM tenant WHERE name = 'Acme Retail'");
});
afterAll(async () => world?.close());

describe('tenants: create and edit', () => {
  it('creates a child of the context tenant, checks the rules and keeps names unique', async () => {
    const body = { name: 'Acme Labs', code: 'acme-labs', timezone: 'Europe/Vienna', channels: 3 };
    const created = await world.operator.call('/api/administration/tenants', { method: 'POST', body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...body, idParentTenant: world.acme, enabled: true });
    const again = await world.operator.call('/api/administration/tenants', {
      method: 'POST',
      body: {
        ...body,
        code: 'ACME_LABS',
        timezone: 'Mars/Olympus',
        website: 'http://labs.example',
        channels: 9,
      },
    });
    expect(again.body).toEqual({
      status: 400,
      error: 'Validation failed',
      errors: {
        name: 'A tenant with this name already exists',
        code: 'Value not match',
        timezone: 'Unknown time zone',
        website: 'Use an https:// address',
        channels: 'Expected channel flags (VOICE 1, CHAT 2, RPA 4)',
      },
    });
    const id = (created.body as Tenant).id;
    const edited = await world.operator.call(tenant(id), {
      method: 'PUT',
      body: { website: 'https://labs.acme.example', enabled: false },
    });
    expect(edited.body).toMatchObject({
      name: 'Acme Labs',
      website: 'https://labs.acme.example',
      enabled: false,
    });
    expect((await world.viewer.call('/api/administration/tenants', { method: 'POST', body })).status).toBe(
      403,
    );
  });

  it('answers a tenant outside the context like a missing one: 404 (issue 31.8)', async () => {
    expect(
      (await world.operator.call(tenant(world.globex), { method: 'PUT', body: { name: 'X' } })).body,
    ).toEqual({ status: 404, error: 'Tenant not found' });
    expect((await world.operator.call(tenant(world.globex, '/retention'))).body).toEqual({
      status: 404,
      error: 'Tenant not found',
    });
    expect((await world.operator.call(tenant(world.globex, '/statistics'))).status).toBe(404);
    expect((await world.operator.call(tenant(999999, '/retention'))).body).toEqual({
      status: 404,
      error: 'Tenant not found',
    });
    expect(
      (await world.operator.call(tenant(world.acme, '/retention'), { tenant: world.globex })).status,
    ).toBe(403);
    expect((await admin.call(tenant(world.globex, '/retention'), { tenant: world.acme })).status).toBe(404);
  });
});

describe('tenant tabs with a form', () => {
  it('retention: reads, saves partially, refuses out-of-range days and publishes the change', async () => {
    const events = await world.listen(world.operator);
    const before = (await world.operator.call(tenant(retail, '/retention'))).body as Record<string, unknown>;
    const saved = await world.operator.call(tenant(retail, '/retention'), {
      method: 'PUT',
      body: { conversationsDays: 120 },
    });
    expect(saved.body).toMatchObject({ ...before, conversationsDays: 120, updated: expect.any(String) });
    const refused = await world.operator.call(tenant(retail, '/retention'), {
      method: 'PUT',
      body: { recordingsDays: 0, auditDays: 12.5 },
    });
    expect((refused.body as { errors: unknown }).errors).toEqual({
      recordingsDays: 'Number must be in range 1 - 3650',
      auditDays: 'Field must contains only whole numbers',
    });
    await expect
      .poll(() => events)
      .toContainEqual({
        path: '/administration/tenants',
        id: String(retail),
        type: 'updated',
      } satisfies RecordChange);
  });

  it('security: enforcement levels NEVER to BLOCK and the two-factor requirement', async () => {
    const saved = await world.operator.call(tenant(retail, '/security'), {
      method: 'PUT',
      body: { passwordExpirationType: 3, passwordWarnDays: 14, twoFactorRequired: true },
    });
    expect(saved.body).toMatchObject({
      passwordExpirationType: 3,
      passwordWarnDays: 14,
      twoFactorRequired: true,
    });
    expect((await world.operator.call(tenant(retail))).body).toMatchObject({ twoFactorRequired: true });
    const refused = await world.operator.call(tenant(retail, '/security'), {
      method: 'PUT',
      body: { passwordExpirationType: 4, twoFactorRequired: 'yes' },
    });
    expect((refused.body as { errors: unknown }).errors).toEqual({
      passwordExpirationType: 'Expected one of NEVER 0, WARNING 1, RESTRICTION 2, BLOCK 3',
      twoFactorRequired: 'Expected true or false',
    });
  });

  it('parameters and agent control (AccessManagement/viewAgentControl)', async () => {
    const parameters = await world.operator.call(tenant(retail, '/parameters'), {
      method: 'PUT',
      body: { smsSenderId: 'RETAIL', maxConcurrentCalls: 40 },
    });
    expect(parameters.body).toMatchObject({ smsSenderId: 'RETAIL', maxConcurrentCalls: 40 });
    // SPEC §7: agent control belongs to the AgentAssist area, not Administration.
    const agentControl = `/api/agent-assist/tenants/${retail}/agent-control`;
    expect((await world.operator.call(tenant(retail, '/agent-control'))).status).toBe(404);
    const agent = await world.operator.call(agentControl, {
      method: 'PUT',
      body: { enabled: true, maxAgents: 12 },
    });
    expect(agent.body).toMatchObject({ enabled: true, maxAgents: 12 });
    expect((await world.viewer.call(agentControl)).status).toBe(403);
  });
});

describe('limits, tariffs and fees', () => {
  it('creates one limit per kind with real days and removes it', async () => {
    const body = { idTenant: retail, kind: 5, value: 20, validFrom: '2026-01-01', validTo: '2026-12-31' };
    const created = await world.operator.call('/api/administration/tenant-limits', { method: 'POST', body });
    expect(created.status).toBe(201);
    const limit = created.body as TenantLimit;
    expect(limit).toMatchObject(body);
    const twice = await world.operator.call('/api/administration/tenant-limits', {
      method: 'POST',
      body: { ...body, validFrom: '2026-02-30', validTo: '2025-01-01' },
    });
    expect((twice.body as { errors: unknown }).errors).toEqual({
      kind: 'The tenant already has a limit of this kind',
      validFrom: 'Date must be in DD/MM/YYYY format',
    });
    const foreign = await world.operator.call('/api/administration/tenant-limits', {
      method: 'POST',
      body: { ...body, idTenant: world.globex },
    });
    expect((foreign.body as { errors: unknown }).errors).toEqual({
      idTenant: 'This tenant is not available',
    });
    const listed = await world.operator.call(
      `/api/administration/tenant-limits?${filterQuery({ idTenant: retail })}&pageSize=50`,
    );
    expect((listed.body as ListResponse<TenantLimit>).items.map((item) => item.id)).toContain(limit.id);
    expect(
      (await world.operator.call(`/api/administration/tenant-limits/${limit.id}`, { method: 'DELETE' }))
        .status,
    ).toBe(204);
    expect((await world.operator.call(`/api/administration/tenant-limits/${limit.id}`)).status).toBe(404);
  });

  it("shows tariffs (price periods) and fees from billing's tables, only with AccessManagement/viewtariff", async () => {
    const tariffs = (
      await world.operator.call(`/api/administration/tenant-tariffs?${filterQuery({ idTenant: world.acme })}`)
    ).body as ListResponse<TenantTariff>;
    expect(tariffs.items.length).toBeGreaterThan(0);
    const periods = world.value(
      'SELECT COUNT(*) FROM tariff_period p JOIN tariff t ON t.id = p.id_tariff WHERE t.id_tenant = ?',
      world.acme,
    );
    expect(tariffs.total).toBe(periods);
    expect(tariffs.items.every((item) => Number.isInteger(item.pricePerMinute))).toBe(true);
    const fees = (
      await world.operator.call(`/api/administration/tenant-fees?${filterQuery({ idTenant: world.acme })}`)
    ).body as ListResponse<TenantFee>;
    for (const fee of fees.items)
      expect(fee.amount).toBe(world.value('SELECT amount_minor FROM fee WHERE id = ?', fee.id));
    expect((await world.viewer.call('/api/administration/tenant-tariffs')).status).toBe(403);
    const outside = await world.operator.call(
      `/api/administration/tenant-fees?${filterQuery({ idTenant: world.globex })}`,
    );
    expect((outside.body as ListResponse<unknown>).total).toBe(0);
    const foreign = world.value('SELECT MIN(id) FROM fee WHERE id_tenant = ?', world.globex);
    expect((await world.operator.call(`/api/administration/tenant-fees/${foreign}`)).status).toBe(404);
  });

  it("adds fees and tariff periods on the tenant with billing's rules", async () => {
    const fee = await admin.call(tenant(world.acme, '/fees'), {
      method: 'POST',
      body: { name: 'Set-up', app: 'voicebot', amount: 4999, recurring: false, validFrom: '2026-03-01' },
    });
    expect(fee.status).toBe(201);
    expect(fee.body).toMatchObject({
      idTenant: world.acme,
      app: 'voicebot',
      amount: 4999,
      validTo: '2026-03-01',
    });
    const unlicensed = await admin.call(tenant(world.acme, '/fees'), {
      method: 'POST',
      body: { name: 'Mail', app: 'emailbot', amount: 100, recurring: true, validFrom: '2026-03-01' },
    });
    expect(unlicensed.body).toMatchObject({ status: 400, errors: { app: expect.any(String) } });
    const idTariff = world.value('SELECT MIN(id) FROM tariff WHERE id_tenant = ?', world.acme);
    const period = {
      idTariff,
      pricePerMinute: 12,
      pricePerCall: 0,
      rounding: 'second',
      validFrom: '2020-01-01',
      validTo: '2020-01-31',
    };
    const overlapping = await admin.call(tenant(world.acme, '/tariff-periods'), {
      method: 'POST',
      body: { ...period, validTo: null },
    });
    expect(overlapping.status).toBe(409);
    const added = await admin.call(tenant(world.acme, '/tariff-periods'), { method: 'POST', body: period });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      idTenant: world.acme,
      idTariff,
      pricePerMinute: 12,
      validTo: '2020-01-31',
    });
    expect(
      (await world.operator.call(tenant(world.globex, '/tariff-periods'), { method: 'POST', body: period }))
        .status,
    ).toBe(404);
    expect((await world.viewer.call(tenant(world.acme, '/fees'), { method: 'POST', body: {} })).status).toBe(
      403,
    );
  });
});

describe('notification groups', () => {
  it('keeps e-mail recipients per event kind, every address checked', async () => {
    const body = {
      idTenant: retail,
      name: 'Night shift',
      emails: ['noc@retail.example'],
      events: ['LineDown'],
    };
    const created = await world.operator.call('/api/administration/notification-groups', {
      method: 'POST',
      body,
    });
    expect(created.body).toMatchObject({ ...body, tenantName: 'Acme Retail' });
    const id = (created.body as NotificationGroup).id;
    const refused = await world.operator.call(`/api/administration/notification-groups/${id}`, {
      method: 'PUT',
      body: { emails: ['ok@retail.example', 'broken@'], events: ['Nope'] },
    });
    expect((refused.body as { errors: Record<string, string> }).errors).toMatchObject({
      emails: 'Invalid email format',
      events: expect.stringContaining('Expected event kinds of'),
    });
    const edited = await world.operator.call(`/api/administration/notification-groups/${id}`, {
      method: 'PUT',
      body: { emails: ['a@retail.example', 'b@retail.example'], events: ['LineDown', 'FraudSuspected'] },
    });
    expect(edited.body).toMatchObject({ emails: ['a@retail.example', 'b@retail.example'] });
    const kinds = (await world.operator.call('/api/administration/notification-event-kinds')).body;
    expect(kinds).toMatchObject({ items: expect.arrayContaining([{ id: 'LineDown', name: 'Line down' }]) });
    expect(
      (await world.operator.call(`/api/administration/notification-groups/${id}`, { method: 'DELETE' }))
        .status,
    ).toBe(204);
  });
});

describe('statistics', () => {
  const range = () => {
    const to = new Date();
    const from = new Date(to.getTime() - 30 * 86_400_000);
    return { from: from.toISOString(), to: to.toISOString() };
  };

  it("a tenant's calls per day with totals; costs only with Statistics/viewcosts", async () => {
    const { from, to } = range();
    const query = `from=${from}&to=${to}&timeZone=America/New_York`;
    const answer = (await world.operator.call(tenant(world.acme, `/statistics?${query}`)))
      .body as TenantStatistics;
    expect(answer.items.length).toBeGreaterThanOrEqual(30);
    expect(answer.totals.calls).toBe(answer.items.reduce((sum, item) => sum + item.calls, 0));
    expect(answer.totals.calls).toBe(
      answer.totals.successful + answer.totals.notPicked + answer.totals.error,
    );
    expect(typeof answer.totals.costs).toBe('number');
    expect((await world.operator.call(tenant(world.acme, '/statistics?from=yesterday'))).status).toBe(400);
  });

  it('the tenants of the context over a period, sorted and exportable, without other tenants', async () => {
    const { from, to } = range();
    const filter = filterQuery({ start: { gte: from, lt: to } });
    const { body } = await world.operator.call(`/api/statistics/tenants?${filter}&sort=calls&order=DESC`);
    const rows = (body as ListResponse<TenantStatisticsRow>).items;
    const names = rows.map((row) => row.tenantName);
    expect(names).toEqual(expect.arrayContaining(['Acme Business', 'Acme Retail', 'Acme Telecom']));
    expect(names).not.toContain('Globex Banking');
    expect(rows[0]!.calls).toBeGreaterThanOrEqual(rows[1]!.calls);
    for (const row of rows)
      expect(row.successRate).toBeCloseTo(row.calls ? row.successful / row.calls : 0, 2);
    const all = (await world.operator.call('/api/statistics/tenants'))
      .body as ListResponse<TenantStatisticsRow>;
    expect(all.items.find((row) => row.idTenant === world.acme)!.calls).toBeGreaterThanOrEqual(
      rows.find((row) => row.idTenant === world.acme)!.calls,
    );
    expect(
      (await world.operator.call(`/api/statistics/tenants?${filterQuery({ start: { gte: 'x' } })}`)).status,
    ).toBe(400);
    expect((await world.viewer.call('/api/statistics/tenants')).status).toBe(403);
    const exported = await world.operator.call('/api/home/exports', {
      method: 'POST',
      body: {
        path: '/statistics/tenants',
        filter: { start: { gte: from, lt: to } },
        columns: [
          { source: 'tenantName', label: 'Tenant', type: 'text' },
          { source: 'calls', label: 'Calls', type: 'text' },
        ],
      },
    });
    expect(exported.body).toMatchObject({ name: 'CSV export: tenants', status: expect.any(Number) });
  });
});
