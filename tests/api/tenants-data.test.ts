import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoCall, DemoCallGroup } from '../../src/resources/demo-calls/demoCallWire';
import type { KnowledgeBase, KnowledgeBaseFile } from '../../src/resources/knowledge-bases/knowledgeBaseWire';
import type {
  GeneratedVariablesStorageKey,
  TenantValue,
  VariablesStorageKeyStatus,
} from '../../src/resources/variables-storage/variablesStorageWire';
import type { ListResponse } from '../../src/shared/wire/common';
import { KNOWLEDGE_BASE_MAX_BYTES } from '../../src/shared/knowledgeBaseFiles';
import { filterQuery, startTelephonyWorld, type TelephonyWorld } from './telephonyFixtures';

let world: TelephonyWorld;
let base: KnowledgeBase;
let retail: number;
const errorsOf = (body: unknown) => (body as { errors?: Record<string, string> }).errors;

beforeAll(async () => {
  world = await startTelephonyWorld();
  retail = world.value("SELECT id FROM tenant WHERE name = 'Acme Retail'");
  base = (
    await world.operator.call('/api/knowledge-base/bases', {
      method: 'POST',
      body: { idTenant: retail, name: 'Returns policy', description: 'How returns work' },
    })
  ).body as KnowledgeBase;
});
afterAll(async () => world?.close());

describe('knowledge bases', () => {
  it('lists the bases of the context and below; others are as missing as missing ones (404)', async () => {
    expect(base).toMatchObject({ tenantName: 'Acme Retail', fileCount: 0, urlCount: 0 });
    const { body } = await world.operator.call(
      `/api/knowledge-base/bases?${filterQuery({ idTenant: retail })}`,
    );
    expect((body as ListResponse<KnowledgeBase>).items.map((item) => item.id)).toContain(base.id);
    const foreign = world.value('SELECT MIN(id) FROM knowledge_base WHERE id_tenant = ?', world.globex);
    expect((await world.operator.call(`/api/knowledge-base/bases/${foreign}`)).body).toEqual({
      status: 404,
      error: 'Knowledge base not found',
    });
    expect((await world.operator.call('/api/knowledge-base/bases/999999')).body).toEqual({
      status: 404,
      error: 'Knowledge base not found',
    });
    const elsewhere = await world.operator.call('/api/knowledge-base/bases', {
      method: 'POST',
      body: { idTenant: world.globex, name: 'Nope' },
    });
    expect(errorsOf(elsewhere.body)).toEqual({ idTenant: 'This tenant is not available' });
  });

  it('uploads a file of an allowed type and size; a bad file changes nothing', async () => {
    const upload = (body: unknown) =>
      world.operator.call(`/api/knowledge-base/bases/${base.id}/files`, { method: 'POST', body });
    const text = Buffer.from('Returns are accepted within 30 days.').toString('base64');
    const created = await upload({ fileName: 'returns.txt', mimeType: 'text/plain', content: text });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ fileName: 'returns.txt', sizeBytes: 36, status: 'pending' });
    const count = () =>
      world.value('SELECT COUNT(*) FROM knowledge_base_file WHERE id_knowledge_base = ?', base.id);
    const tooBig = Buffer.alloc(KNOWLEDGE_BASE_MAX_BYTES + 1, 65).toString('base64');
    expect((await upload({ fileName: 'huge.txt', mimeType: 'text/plain', content: tooBig })).body).toEqual({
      status: 400,
      error: 'File must be at most 5 MB',
      errors: { fileName: 'File must be at most 5 MB' },
    });
    expect(errorsOf((await upload({ fileName: 'tool.exe', mimeType: '', content: text })).body)).toEqual({
      fileName: 'File type must be one of PDF, DOCX, TXT, CSV, MD, HTML',
    });
    expect(
      errorsOf((await upload({ fileName: 'fake.pdf', mimeType: 'text/html', content: text })).body),
    ).toEqual({
      fileName: 'File type must be one of PDF, DOCX, TXT, CSV, MD, HTML',
    });
    expect(errorsOf((await upload({ fileName: 'a.txt', content: '%%%' })).body)).toEqual({
      content: 'Expected the file in base64',
    });
    const hugeBody = await upload({ fileName: 'x.txt', content: 'A'.repeat(KNOWLEDGE_BASE_MAX_BYTES * 2) });
    expect(hugeBody.status).toBe(413);
    expect(count()).toBe(1);
    const file = created.body as KnowledgeBaseFile;
    const listed = await world.operator.call(
      `/api/knowledge-base/files?${filterQuery({ idKnowledgeBase: base.id })}`,
    );
    expect((listed.body as ListResponse<KnowledgeBaseFile>).items).toEqual([file]);
    expect(
      (await world.operator.call(`/api/knowledge-base/files/${file.id}`, { method: 'DELETE' })).status,
    ).toBe(204);
    expect(count()).toBe(0);
  });

  it('inserts https URLs only, once each, and removes them', async () => {
    const insert = (url: string) =>
      world.operator.call('/api/knowledge-base/urls', {
        method: 'POST',
        body: { idKnowledgeBase: base.id, url, crawlDepth: 2 },
      });
    const created = await insert('https://retail.acmetelecom.example/returns');
    expect(created.status).toBe(201);
    for (const bad of ['http://retail.example/returns', 'javascript:alert(1)', 'https://', 'ftp://x.example'])
      expect(errorsOf((await insert(bad)).body), bad).toEqual({ url: 'Use an https:// address' });
    expect(errorsOf((await insert('https://retail.acmetelecom.example/returns')).body)).toEqual({
      url: 'This URL is already in the knowledge base',
    });
    const id = (created.body as { id: number }).id;
    expect((await world.operator.call(`/api/knowledge-base/urls/${id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect((await world.viewer.call('/api/knowledge-base/urls')).status).toBe(403);
  });
});

describe('variables storage', () => {
  it('lists the context tenant without a tenant, a tenant of the scope with one, others missing', async () => {
    const own = (await world.operator.call('/api/tenant-value-storage/values'))
      .body as ListResponse<TenantValue>;
    expect(own.total).toBeGreaterThan(0);
    expect(new Set(own.items.map((item) => item.idTenant))).toEqual(new Set([world.acme]));
    const child = await world.operator.call(
      `/api/tenant-value-storage/values?${filterQuery({ idTenant: retail })}`,
    );
    expect((child.body as ListResponse<TenantValue>).items.every((item) => item.idTenant === retail)).toBe(
      true,
    );
    const foreign = await world.operator.call(
      `/api/tenant-value-storage/values?${filterQuery({ idTenant: world.globex })}`,
    );
    expect(foreign.body).toEqual({ status: 404, error: 'Tenant not found' });
    const missing = await world.operator.call(
      `/api/tenant-value-storage/values?${filterQuery({ idTenant: 999999 })}`,
    );
    expect(missing.body).toEqual({ status: 404, error: 'Tenant not found' });
  });

  it('adds, edits and removes keys; opening times are HH:MM', async () => {
    const add = (body: Record<string, unknown>) =>
      world.operator.call('/api/tenant-value-storage/values', {
        method: 'POST',
        body: { idTenant: retail, ...body },
      });
    const hours = await add({ key: 'storeHours', kind: 1, opens: '08:30', closes: '18:00' });
    expect(hours.body).toMatchObject({ kind: 1, value: '08:30-18:00', opens: '08:30', closes: '18:00' });
    expect(
      errorsOf((await add({ key: 'storeHours', kind: 1, opens: '8:30', closes: '24:00' })).body),
    ).toEqual({
      key: 'This key already exists',
      opens: "Time must be in 'XX:YY' format",
      closes: "Time must be in 'XX:YY' format",
    });
    expect(errorsOf((await add({ key: 'late', kind: 1, opens: '18:00', closes: '08:00' })).body)).toEqual({
      closes: 'Closing time must be after the opening time',
    });
    expect(errorsOf((await add({ key: '1bad key', kind: 2 })).body)).toEqual({
      key: 'Value not match',
      kind: 'Expected one of CUSTOM 0, OPENING_TIMES 1',
    });
    const id = (hours.body as TenantValue).id;
    const edited = await world.operator.call(`/api/tenant-value-storage/values/${id}`, {
      method: 'PUT',
      body: { kind: 0, value: 'closed on Sundays' },
    });
    expect(edited.body).toMatchObject({ kind: 0, value: 'closed on Sundays', opens: null });
    expect(
      (await world.operator.call(`/api/tenant-value-storage/values/${id}`, { method: 'DELETE' })).status,
    ).toBe(204);
  });

  it('generates an access key answered once; afterwards only masked', async () => {
    const generated = (
      await world.operator.call(`/api/tenant-value-storage/tenants/${retail}/key`, {
        method: 'POST',
        body: {},
      })
    ).body as GeneratedVariablesStorageKey;
    expect(generated.key).toMatch(/^[0-9a-f]{48}$/);
    expect(generated.maskedKey).toBe(`••••${generated.key.slice(-4)}`);
    const status = (await world.operator.call(`/api/tenant-value-storage/key?idTenant=${retail}`)).body;
    expect(status).toEqual<VariablesStorageKeyStatus>({
      idTenant: retail,
      tenantName: 'Acme Retail',
      maskedKey: generated.maskedKey,
      created: generated.created,
    });
    expect(JSON.stringify(status)).not.toContain(generated.key);
    const next = (
      await world.operator.call(`/api/tenant-value-storage/tenants/${retail}/key`, {
        method: 'POST',
        body: {},
      })
    ).body as GeneratedVariablesStorageKey;
    expect(next.key).not.toBe(generated.key);
    expect((await world.operator.call(`/api/tenant-value-storage/key`)).body).toMatchObject({
      idTenant: world.acme,
    });
    expect(
      (
        await world.operator.call(`/api/tenant-value-storage/tenants/${world.globex}/key`, {
          method: 'POST',
          body: {},
        })
      ).status,
    ).toBe(404);
  });
});

describe('demo calls', () => {
  it('creates, reads, updates and deletes a group with its calls', async () => {
    const line = world.value('SELECT MIN(id) FROM line WHERE id_tenant = ?', world.acme);
    const flow = world.value(
      'SELECT MIN(id) FROM call_script WHERE id_tenant = ? AND is_component = 0',
      world.acme,
    );
    const group = (
      await world.operator.call('/api/demo-call/groups', {
        method: 'POST',
        body: { name: 'Road show', idLine: line, validUntil: '2027-03-31' },
      })
    ).body as DemoCallGroup;
    expect(group).toMatchObject({ name: 'Road show', idLine: line, validUntil: '2027-03-31', callCount: 0 });
    const call = (body: Record<string, unknown>) =>
      world.operator.call('/api/demo-call/calls', {
        method: 'POST',
        body: { idDemoCallGroup: group.id, ...body },
      });
    const first = await call({ name: 'CEO', phoneNumber: '+12125550111', pin: '1234', idCallScript: flow });
    expect(first.status).toBe(201);
    expect(errorsOf((await call({ name: '', phoneNumber: '555', pin: '12a4' })).body)).toEqual({
      name: 'Field is required',
      phoneNumber: 'Value not match',
      pin: 'Field must contains only whole numbers',
    });
    const globexLine = world.value('SELECT MIN(id) FROM line WHERE id_tenant = ?', world.globex);
    const bad = await world.operator.call(`/api/demo-call/groups/${group.id}`, {
      method: 'PUT',
      body: { idLine: globexLine, validUntil: '2027-02-30' },
    });
    expect(errorsOf(bad.body)).toEqual({
      idLine: 'This line is not available',
      validUntil: 'Date must be in DD/MM/YYYY format',
    });
    const second = (await call({ name: 'CFO', phoneNumber: '+12125550112', pin: '9876' })).body as DemoCall;
    const edited = await world.operator.call(`/api/demo-call/calls/${second.id}`, {
      method: 'PUT',
      body: { pin: '4321' },
    });
    expect(edited.body).toMatchObject({ pin: '4321', groupName: 'Road show' });
    const calls = await world.operator.call(
      `/api/demo-call/calls?${filterQuery({ idDemoCallGroup: group.id })}`,
    );
    expect((calls.body as ListResponse<DemoCall>).total).toBe(2);
    expect(
      (await world.operator.call(`/api/demo-call/groups/${group.id}`, { method: 'DELETE' })).status,
    ).toBe(204);
    expect((await world.operator.call(`/api/demo-call/calls/${second.id}`)).status).toBe(404);
    expect((await world.viewer.call('/api/demo-call/groups')).status).toBe(403);
  });
});
