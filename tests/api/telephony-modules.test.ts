import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/shared/wire/administration';
import type { ListResponse } from '../../src/shared/wire/common';
import type { CallbotSettings, DialModule } from '../../src/resources/dial-modules/dialModuleWire';
import type { Line } from '../../src/resources/lines/lineWire';
import { filterQuery, startTelephonyWorld, type TelephonyWorld } from './telephonyFixtures';

let world: TelephonyWorld;
let foreignModule: number;
const MODULE = { name: 'Test SIP', providerKind: 2, endpointType: 'SIPClient', host: 'sip.test.example' };

beforeAll(async () => {
  world = await startTelephonyWorld();
  foreignModule = world.value('SELECT MIN(id) FROM dial_module WHERE id_tenant = ?', world.globex);
});
afterAll(async () => world?.close());

const createModule = async (body: Record<string, unknown> = {}) => {
  const res = await world.operator.call('/api/administration/modules', {
    method: 'POST',
    body: { ...MODULE, ...body },
  });
  expect(res.status).toBe(201);
  return res.body as DialModule;
};

describe('dial module list and detail', () => {
  it('lists the modules of the tenant context and below, with filters and search', async () => {
    const { operator, value, acme } = world;
    const { body } = await operator.call('/api/administration/modules?pageSize=500');
    const { items, total } = body as ListResponse<DialModule>;
    const scopeCount = value(
      'SELECT COUNT(*) FROM dial_module m JOIN tenant t ON t.id = m.id_tenant WHERE t.id = ? OR t.id_parent_tenant = ?',
      acme,
      acme,
    );
    expect(total).toBe(scopeCount);
    expect(items.every((module) => module.idTenant !== world.globex)).toBe(true);
    const first = items[0];
    expect(first).toMatchObject({ lineCount: expect.any(Number), enabled: expect.any(Boolean) });
    expect(first.lineCount).toBe(value('SELECT COUNT(*) FROM line WHERE id_dial_module = ?', first.id));
    const sip = (
      await operator.call(`/api/administration/modules?${filterQuery({ endpointType: 'SIPClient' })}`)
    ).body as ListResponse<DialModule>;
    expect(sip.items.every((module) => module.endpointType === 'SIPClient')).toBe(true);
    const search = (await operator.call(`/api/administration/modules?${filterQuery({ q: first.host })}`))
      .body as ListResponse<DialModule>;
    expect(search.items.map((module) => module.id)).toContain(first.id);
    const sorted = (await operator.call('/api/administration/modules?sort=lineCount&order=DESC'))
      .body as ListResponse<DialModule>;
    expect(sorted.items[0].lineCount).toBeGreaterThanOrEqual(sorted.items[1].lineCount);
  });

  it('shows one module with its default line, and 404 for a foreign or missing one', async () => {
    const id = world.value<number>(
      'SELECT id FROM dial_module WHERE id_tenant = ? AND id_default_line IS NOT NULL',
      world.acme,
    );
    const { body } = await world.operator.call(`/api/administration/modules/${id}`);
    expect(body).toMatchObject({
      id,
      defaultLineName: world.value(
        'SELECT l.name FROM line l JOIN dial_module m ON m.id_default_line = l.id WHERE m.id = ?',
        id,
      ),
      tenantName: 'Acme Telecom',
    });
    for (const path of [`/api/administration/modules/${foreignModule}`, '/api/administration/modules/99999'])
      expect((await world.operator.call(path)).body).toEqual({ status: 404, error: 'Module not found' });
  });

  it('needs Module/view', async () => {
    const res = await world.viewer.call('/api/administration/modules');
    expect(res.body).toEqual({ status: 403, error: 'Missing permission Module/view' });
  });
});

describe('dial module writes', () => {
  it('creates with SPEC §5 messages for bad bodies and a unique name', async () => {
    const bad = await world.operator.call('/api/administration/modules', {
      method: 'POST',
      body: {
        name: 'x'.repeat(201),
        providerKind: 7,
        endpointType: 'H323',
        host: ' ',
        port: 0,
        maxChannels: 1.5,
      },
    });
    expect(bad).toMatchObject({
      status: 400,
      body: {
        error: 'Validation failed',
        errors: {
          name: 'Value not match',
          providerKind: 'Number must be in range 0 - 6',
          endpointType: 'Expected one of SIPClient, ProxySIPClient, LiveTranslate',
          host: 'Field is required',
          port: 'Number must be in range 1 - 65535',
          maxChannels: 'Field must contains only whole numbers',
        },
      },
    });
    const empty = await world.operator.call('/api/administration/modules', { method: 'POST', body: {} });
    expect(empty.body).toMatchObject({
      errors: { name: 'Field is required', providerKind: 'Field is required' },
    });
    const created = await createModule();
    expect(created).toMatchObject({
      ...MODULE,
      port: 5060,
      maxChannels: 30,
      lineCount: 0,
      idTenant: world.acme,
    });
    const again = await world.operator.call('/api/administration/modules', { method: 'POST', body: MODULE });
    expect(again.body).toMatchObject({ errors: { name: 'A module with this name already exists' } });
  });

  it('updates partially, deletes only without lines, and needs the permissions', async () => {
    const module = await createModule({ name: 'Update me' });
    const path = `/api/administration/modules/${module.id}`;
    const updated = await world.operator.call(path, {
      method: 'PUT',
      body: { port: 5070, host: 'sip2.test' },
    });
    expect(updated.body).toMatchObject({ name: 'Update me', port: 5070, host: 'sip2.test' });
    const bad = await world.operator.call(path, { method: 'PUT', body: { name: '', port: 70000 } });
    expect(bad.body).toMatchObject({
      errors: { name: 'Field is required', port: 'Number must be in range 1 - 65535' },
    });
    expect((await world.viewer.call(path, { method: 'PUT', body: {} })).status).toBe(403);
    expect((await world.viewer.call(path, { method: 'DELETE' })).status).toBe(403);
    const withLines = world.value('SELECT MIN(id) FROM dial_module WHERE id_tenant = ?', world.acme);
    expect(
      (await world.operator.call(`/api/administration/modules/${withLines}`, { method: 'DELETE' })).body,
    ).toEqual({
      status: 409,
      error: 'The module still has lines',
    });
    expect(
      (await world.operator.call(`/api/administration/modules/${foreignModule}`, { method: 'DELETE' }))
        .status,
    ).toBe(404);
    expect((await world.operator.call(path, { method: 'DELETE' })).status).toBe(204);
    expect((await world.operator.call(path)).status).toBe(404);
  });
});

describe('dial module settings and operations', () => {
  it('reads and saves callbot settings', async () => {
    const module = await createModule({ name: 'Callbot' });
    const path = `/api/administration/modules/${module.id}/callbot-settings`;
    expect((await world.operator.call(path)).body).toMatchObject({ asrProvider: expect.any(String) });
    const settings: CallbotSettings = {
      asrProvider: 'deepgram',
      ttsVoice: 'en-GB',
      bargeIn: false,
      silenceTimeoutMs: 2500,
      recordCalls: true,
    };
    expect((await world.operator.call(path, { method: 'PUT', body: settings })).body).toEqual(settings);
    expect((await world.operator.call(path)).body).toEqual(settings);
    const bad = await world.operator.call(path, {
      method: 'PUT',
      body: { asrProvider: 'watson', ttsVoice: 'en-GB', silenceTimeoutMs: 100, bargeIn: 'yes' },
    });
    expect(bad.body).toMatchObject({
      errors: {
        asrProvider: 'Expected one of google, azure, deepgram',
        silenceTimeoutMs: 'Number must be in range 500 - 60000',
        bargeIn: 'Expected true or false',
      },
    });
    expect((await world.viewer.call(path)).status).toBe(403);
    expect(
      (await world.operator.call(`/api/administration/modules/${foreignModule}/callbot-settings`)).status,
    ).toBe(404);
  });

  it('creates a line in the module and makes it the default line, refusing lines of other modules', async () => {
    const module = await createModule({ name: 'With lines' });
    const created = await world.operator.call(`/api/administration/modules/${module.id}/lines`, {
      method: 'POST',
      body: { name: 'In context', phoneNumber: '+12125550001' },
    });
    expect(created.status).toBe(201);
    const line = created.body as Line;
    expect(line).toMatchObject({ idDialModule: module.id, moduleName: 'With lines', idTenant: world.acme });
    const badLine = await world.operator.call(`/api/administration/modules/${module.id}/lines`, {
      method: 'POST',
      body: { name: 'Bad', phoneNumber: '12125550002' },
    });
    expect(badLine.body).toMatchObject({ errors: { phoneNumber: 'Value not match' } });
    const path = `/api/administration/modules/${module.id}/default-line`;
    const set = await world.operator.call(path, { method: 'PUT', body: { idLine: line.id } });
    expect(set.body).toMatchObject({ idDefaultLine: line.id, defaultLineName: 'In context', lineCount: 1 });
    const other = world.value('SELECT MIN(id) FROM line WHERE id_dial_module <> ?', module.id);
    expect((await world.operator.call(path, { method: 'PUT', body: { idLine: other } })).body).toEqual({
      status: 400,
      error: 'Validation failed',
      errors: { idLine: 'The line does not belong to this module' },
    });
    expect(
      (
        await world.viewer.call(`/api/administration/modules/${module.id}/lines`, {
          method: 'POST',
          body: {},
        })
      ).status,
    ).toBe(403);
  });

  it('toggles monitoring and restarts with an audit entry', async () => {
    const module = await createModule({ name: 'Restart me' });
    const monitoring = await world.operator.call(`/api/administration/modules/${module.id}/monitoring`, {
      method: 'PUT',
      body: { monitoring: false },
    });
    expect(monitoring.body).toMatchObject({ monitoring: false });
    const bad = await world.operator.call(`/api/administration/modules/${module.id}/monitoring`, {
      method: 'PUT',
      body: { monitoring: 'off' },
    });
    expect(bad.body).toMatchObject({ errors: { monitoring: 'Expected true or false' } });
    const before = Date.now();
    const restarted = (
      await world.operator.call(`/api/administration/modules/${module.id}/restart`, { method: 'POST' })
    ).body as DialModule;
    expect(Date.parse(restarted.lastRestart ?? '')).toBeGreaterThanOrEqual(before - 1000);
    const audit = (
      await world.operator.call(
        `/api/administration/audit-log?${filterQuery({ entity: 'DialModule', entityId: String(module.id) })}`,
      )
    ).body as ListResponse<AuditEntry>;
    expect(audit.items).toEqual([
      expect.objectContaining({
        action: 5,
        detail: "Restarted dial module 'Restart me'",
        username: 'operator',
      }),
    ]);
    expect(
      (await world.viewer.call(`/api/administration/modules/${module.id}/restart`, { method: 'POST' })).body,
    ).toEqual({
      status: 403,
      error: 'Missing permission Module/restart',
    });
  });

  it('publishes every write live', async () => {
    const received = await world.listen(world.operator);
    const module = await createModule({ name: 'Live module' });
    const id = String(module.id);
    await world.operator.call(`/api/administration/modules/${id}/restart`, { method: 'POST' });
    const line = (
      await world.operator.call(`/api/administration/modules/${id}/lines`, {
        method: 'POST',
        body: { name: 'Live line', phoneNumber: '+12125550003' },
      })
    ).body as Line;
    await expect
      .poll(() => received)
      .toEqual([
        { path: '/administration/modules', id: null, type: 'created' },
        { path: '/administration/modules', id, type: 'updated' },
        { path: '/administration/lines', id: String(line.id), type: 'created' },
        { path: '/administration/modules', id, type: 'updated' },
      ]);
  });
});
