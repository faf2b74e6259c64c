import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResponse } from '../../src/shared/wire/common';
import type { DialModule } from '../../src/resources/dial-modules/dialModuleWire';
import type { Line } from '../../src/resources/lines/lineWire';
import { filterQuery, startTelephonyWorld, type TelephonyWorld } from './telephonyFixtures';

let world: TelephonyWorld;
let foreignLine: number;
let moduleId: number;
let phone = 12125551000;

beforeAll(async () => {
  world = await startTelephonyWorld();
  foreignLine = world.value('SELECT MIN(id) FROM line WHERE id_tenant = ?', world.globex);
  const module = await world.operator.call('/api/administration/modules', {
    method: 'POST',
    body: { name: 'Line tests', providerKind: 2, endpointType: 'SIPClient', host: 'sip.lines.test' },
  });
  moduleId = (module.body as DialModule).id;
});
afterAll(async () => world?.close());

async function createLine(name: string, inModule = moduleId): Promise<Line> {
  phone += 1;
  const res = await world.operator.call(`/api/administration/modules/${inModule}/lines`, {
    method: 'POST',
    body: { name, phoneNumber: `+${phone}` },
  });
  expect(res.status).toBe(201);
  return res.body as Line;
}

const list = async (filter: Record<string, unknown>) =>
  (await world.operator.call(`/api/administration/lines?pageSize=500&${filterQuery(filter)}`))
    .body as ListResponse<Line>;

describe('line list and detail', () => {
  it('lists the lines of the tenant context and below with their names', async () => {
    const { items, total } = await list({});
    expect(total).toBe(
      world.value(
        'SELECT COUNT(*) FROM line l JOIN tenant t ON t.id = l.id_tenant WHERE t.id = ? OR t.id_parent_tenant = ?',
        world.acme,
        world.acme,
      ),
    );
    expect(items.some((line) => line.id === foreignLine)).toBe(false);
    const withTariff = items.find((line) => line.idTariff !== null)!;
    expect(withTariff.tariffName).toBe(
      world.value('SELECT name FROM tariff WHERE id = ?', withTariff.idTariff),
    );
    expect(withTariff.moduleName).toBe(
      world.value('SELECT name FROM dial_module WHERE id = ?', withTariff.idDialModule),
    );
  });

  it('filters by state, module, tariff and text', async () => {
    const disabled = await list({ enabled: false });
    expect(disabled.items.every((line) => !line.enabled)).toBe(true);
    const unmonitored = await list({ monitoring: false });
    expect(unmonitored.total).toBeGreaterThan(0);
    expect(unmonitored.items.every((line) => !line.monitoring)).toBe(true);
    const { items } = await list({});
    const sample = items[0];
    expect(
      (await list({ idDialModule: sample.idDialModule })).items.every(
        (l) => l.idDialModule === sample.idDialModule,
      ),
    ).toBe(true);
    const tariff = items.find((line) => line.idTariff !== null)!.idTariff;
    expect((await list({ idTariff: tariff })).items.every((l) => l.idTariff === tariff)).toBe(true);
    expect((await list({ q: sample.phoneNumber })).items.map((l) => l.id)).toContain(sample.id);
  });

  it('filters by a created date range: gte inclusive, lt exclusive, bad values 400', async () => {
    const { items } = await list({});
    const created = [...new Set(items.map((line) => line.created))].sort();
    const [first, second] = created;
    const exact = await list({ created: { gte: first, lt: second } });
    expect(exact.items.map((line) => line.created)).toEqual(
      items.filter((l) => l.created === first).map((l) => l.created),
    );
    const from = await list({ created: { gte: second } });
    expect(from.total).toBe(items.filter((line) => line.created >= second).length);
    for (const bad of [{ gte: 'last week' }, { after: first }, { lt: '2025-02-30' }]) {
      const res = await world.operator.call(`/api/administration/lines?${filterQuery({ created: bad })}`);
      expect(res.body, JSON.stringify(bad)).toEqual({
        status: 400,
        error: "Invalid value for filter 'created'",
      });
    }
  });

  it('shows one line; 404 for a foreign or missing line; 403 without Line/view', async () => {
    const line = await createLine('Detail');
    expect((await world.operator.call(`/api/administration/lines/${line.id}`)).body).toEqual(line);
    for (const id of [foreignLine, 99999])
      expect((await world.operator.call(`/api/administration/lines/${id}`)).body).toEqual({
        status: 404,
        error: 'Line not found',
      });
    expect((await world.viewer.call(`/api/administration/lines/${line.id}`)).body).toEqual({
      status: 403,
      error: 'Missing permission Line/view',
    });
  });
});

describe('line edits', () => {
  it('validates name, E.164 phone number (unique), routing flow and channels', async () => {
    const line = await createLine('Edit me');
    const path = `/api/administration/lines/${line.id}`;
    const foreignFlow = world.value('SELECT MIN(id) FROM call_script WHERE id_tenant = ?', world.globex);
    const bad = await world.operator.call(path, {
      method: 'PUT',
      body: { name: '', phoneNumber: '+0123', idCallScript: foreignFlow, maxChannels: 1001 },
    });
    expect(bad.body).toEqual({
      status: 400,
      error: 'Validation failed',
      errors: {
        name: 'Field is required',
        phoneNumber: 'Value not match',
        idCallScript: 'This flow is not available',
        maxChannels: 'Number must be in range 1 - 1000',
      },
    });
    const taken = world.value<string>('SELECT phone_number FROM line WHERE id = ?', foreignLine);
    expect(
      (await world.operator.call(path, { method: 'PUT', body: { phoneNumber: taken } })).body,
    ).toMatchObject({
      errors: { phoneNumber: 'A line with this phone number already exists' },
    });
    const flow = world.value(
      'SELECT MIN(id) FROM call_script WHERE id_tenant = ? AND is_component = 0',
      world.acme,
    );
    const saved = await world.operator.call(path, {
      method: 'PUT',
      body: { name: 'Edited', phoneNumber: '+442079460000', idCallScript: flow, maxChannels: 12 },
    });
    expect(saved.body).toMatchObject({
      name: 'Edited',
      phoneNumber: '+442079460000',
      idCallScript: flow,
      maxChannels: 12,
    });
    expect(
      (await world.operator.call(path, { method: 'PUT', body: { idCallScript: null } })).body,
    ).toMatchObject({
      name: 'Edited',
      idCallScript: null,
      flowName: null,
    });
    expect((await world.viewer.call(path, { method: 'PUT', body: {} })).status).toBe(403);
    expect(
      (await world.operator.call(`/api/administration/lines/${foreignLine}`, { method: 'PUT', body: {} }))
        .status,
    ).toBe(404);
  });

  it('removes a line only when its name is typed', async () => {
    const line = await createLine('Remove me');
    const path = `/api/administration/lines/${line.id}`;
    expect((await world.operator.call(path, { method: 'DELETE', body: { name: 'remove me' } })).body).toEqual(
      {
        status: 400,
        error: 'Validation failed',
        errors: { name: 'Value not match' },
      },
    );
    expect((await world.operator.call(path, { method: 'DELETE' })).body).toMatchObject({
      errors: { name: 'Field is required' },
    });
    expect((await world.viewer.call(path, { method: 'DELETE', body: { name: 'Remove me' } })).status).toBe(
      403,
    );
    expect(
      (
        await world.operator.call(`/api/administration/lines/${foreignLine}`, {
          method: 'DELETE',
          body: { name: 'x' },
        })
      ).status,
    ).toBe(404);
    expect((await world.operator.call(path, { method: 'DELETE', body: { name: 'Remove me' } })).status).toBe(
      204,
    );
    expect((await world.operator.call(path)).status).toBe(404);
  });

  it('disables, enables and restarts', async () => {
    const line = await createLine('Toggle me');
    const call = (action: string) =>
      world.operator.call(`/api/administration/lines/${line.id}/${action}`, { method: 'POST' });
    expect((await call('disable')).body).toMatchObject({ enabled: false });
    expect((await call('enable')).body).toMatchObject({ enabled: true });
    const restarted = (await call('restart')).body as Line;
    expect(restarted.lastRestart).not.toBeNull();
    // Every write is audited once: the creation, both switches (with the changed field) and the restart, which
    // records its own entry.
    const entries = (sql: string) =>
      world.value(
        `SELECT COUNT(*) FROM audit_entry WHERE entity = 'Line' AND entity_id = ? AND (${sql})`,
        String(line.id),
      );
    expect(entries('1')).toBe(4);
    expect(entries(`detail LIKE '%restart%' OR detail LIKE '%Restart%'`)).toBe(1);
    expect(entries(`changes LIKE '%"field":"enabled","before":true,"after":false%'`)).toBe(1);
    expect(
      (await world.viewer.call(`/api/administration/lines/${line.id}/restart`, { method: 'POST' })).body,
    ).toEqual({
      status: 403,
      error: 'Missing permission Line/restart',
    });
    expect(
      (await world.operator.call(`/api/administration/lines/${foreignLine}/enable`, { method: 'POST' }))
        .status,
    ).toBe(404);
  });

  it('moves to another module of its tenant and clears the old default line', async () => {
    const line = await createLine('Move me');
    await world.operator.call(`/api/administration/modules/${moduleId}/default-line`, {
      method: 'PUT',
      body: { idLine: line.id },
    });
    const target = world.value<number>(
      'SELECT MIN(id) FROM dial_module WHERE id_tenant = ? AND id <> ?',
      world.acme,
      moduleId,
    );
    const foreignModule = world.value('SELECT MIN(id) FROM dial_module WHERE id_tenant = ?', world.globex);
    const path = `/api/administration/lines/${line.id}/move`;
    for (const idDialModule of [foreignModule, 'abc', 99999])
      expect(
        (await world.operator.call(path, { method: 'POST', body: { idDialModule } })).body,
      ).toMatchObject({
        errors: { idDialModule: 'This module is not available' },
      });
    const moved = await world.operator.call(path, { method: 'POST', body: { idDialModule: target } });
    expect(moved.body).toMatchObject({ idDialModule: target });
    expect((await world.operator.call(`/api/administration/modules/${moduleId}`)).body).toMatchObject({
      idDefaultLine: null,
      defaultLineName: null,
    });
  });

  it('sets a LINE tariff of its tenant, or none', async () => {
    const line = await createLine('Tariff me');
    const path = `/api/administration/lines/${line.id}/tariff`;
    const tariff = world.value(
      'SELECT MIN(id) FROM tariff WHERE id_tenant = ? AND target_kind = 1',
      world.acme,
    );
    const campaignTariff = world.value(
      'SELECT MIN(id) FROM tariff WHERE id_tenant = ? AND target_kind = 0',
      world.acme,
    );
    const foreignTariff = world.value('SELECT MIN(id) FROM tariff WHERE id_tenant = ?', world.globex);
    expect(
      (await world.operator.call(path, { method: 'PUT', body: { idTariff: tariff } })).body,
    ).toMatchObject({
      idTariff: tariff,
      tariffName: expect.any(String),
    });
    for (const idTariff of [campaignTariff, foreignTariff])
      expect((await world.operator.call(path, { method: 'PUT', body: { idTariff } })).body).toMatchObject({
        errors: { idTariff: 'This tariff is not available' },
      });
    expect((await world.operator.call(path, { method: 'PUT', body: { idTariff: null } })).body).toMatchObject(
      {
        idTariff: null,
      },
    );
  });

  it("offers exactly the LINE tariffs of the line's tenant as tariff options", async () => {
    const line = await createLine('Tariff options');
    const { body } = (await world.operator.call(`/api/administration/lines/${line.id}/tariff-options`)) as {
      body: ListResponse<{ id: number }>;
    };
    const expected = world.value(
      'SELECT COUNT(*) FROM tariff WHERE id_tenant = ? AND target_kind = 1',
      world.acme,
    );
    expect(body.total).toBe(expected);
    expect(body.items[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      billingMode: expect.any(Number),
      currency: expect.any(String),
    });
    const tariffOf = (id: number) => world.value('SELECT target_kind FROM tariff WHERE id = ?', id);
    expect(body.items.every((item) => tariffOf(item.id) === 1)).toBe(true);
  });

  it('publishes sub-path actions as updates of the line', async () => {
    const line = await createLine('Live line');
    const received = await world.listen(world.operator);
    const id = String(line.id);
    await world.operator.call(`/api/administration/lines/${id}/disable`, { method: 'POST' });
    await world.operator.call(`/api/administration/lines/${id}/monitoring`, {
      method: 'PUT',
      body: { monitoring: true },
    });
    await world.operator.call(`/api/administration/lines/${id}`, {
      method: 'DELETE',
      body: { name: 'Live line' },
    });
    await expect
      .poll(() => received)
      .toEqual([
        { path: '/administration/lines', id, type: 'updated' },
        { path: '/administration/lines', id, type: 'updated' },
        { path: '/administration/modules', id: String(line.idDialModule), type: 'updated' },
        { path: '/administration/lines', id, type: 'deleted' },
      ]);
  });
});
