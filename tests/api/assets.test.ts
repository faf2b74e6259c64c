import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../dev-platform/platform';
import type { Language } from '../../src/shared/wire/administration';
import type { ListResponse } from '../../src/shared/wire/common';
import type { FlowSummary, Grammar, Tag } from '../../src/shared/wire/flows';
import { startTestPlatform } from '../support/testPlatform';
import { sessionFor, tenantIdOf, type Session } from './session';

let platform: Platform;
let operator: Session;
let viewer: Session;
let acme: number;

beforeAll(async () => {
  platform = await startTestPlatform();
  operator = await sessionFor(platform, 'operator');
  viewer = await sessionFor(platform, 'viewer');
  acme = tenantIdOf(platform, 'Acme Telecom');
});
afterAll(async () => platform?.close());

const count = (sql: string, ...params: unknown[]) =>
  (platform.db.prepare(sql).get(...params) as { n: number }).n;

describe('languages', () => {
  it('lists the catalogue with the tenant context counts', async () => {
    const { body } = await operator.call('/api/administration/languages?pageSize=50&sort=code');
    const { items, total } = body as ListResponse<Language>;
    expect(total).toBe(count('SELECT COUNT(*) AS n FROM language'));
    const english = items.find((language) => language.code === 'en-US')!;
    expect(english.grammarCount).toBe(
      count('SELECT COUNT(*) AS n FROM grammar WHERE id_tenant = ? AND id_language = ?', acme, english.id),
    );
  });

  it('updates name, voice and state with validation', async () => {
    const id = (platform.db.prepare("SELECT id FROM language WHERE code = 'sv-SE'").get() as { id: number })
      .id;
    const bad = await operator.call(`/api/administration/languages/${id}`, {
      method: 'PUT',
      body: { name: '' },
    });
    expect(bad.body).toMatchObject({ errors: { name: 'Field is required' } });
    // The catalogue is platform-wide (issue 9): a tenant context may not rename; the root context may.
    const rename = { method: 'PUT', body: { name: 'Swedish (Sweden)', enabled: true } };
    expect((await operator.call(`/api/administration/languages/${id}`, rename)).status).toBe(403);
    const admin = await sessionFor(platform, 'admin');
    const { body } = await admin.call(`/api/administration/languages/${id}`, rename);
    expect(body).toMatchObject({ code: 'sv-SE', name: 'Swedish (Sweden)', enabled: true });
    expect(
      (await viewer.call(`/api/administration/languages/${id}`, { method: 'PUT', body: {} })).status,
    ).toBe(403);
  });

  it("relates the context's flows and grammars in a language", async () => {
    const id = (platform.db.prepare("SELECT id FROM language WHERE code = 'en-US'").get() as { id: number })
      .id;
    const flows = (await operator.call(`/api/administration/languages/${id}/flows?pageSize=500`))
      .body as ListResponse<FlowSummary>;
    expect(flows.total).toBe(
      count(
        'SELECT COUNT(*) AS n FROM call_script WHERE id_tenant = ? AND id_language = ? AND is_component = 0',
        acme,
        id,
      ),
    );
    expect(flows.items.every((flow) => flow.language === 'en-US')).toBe(true);
    const filter = encodeURIComponent(JSON.stringify({ idLanguage: id }));
    const grammars = (await operator.call(`/api/assets/grammars?filter=${filter}`))
      .body as ListResponse<Grammar>;
    expect(grammars.items.every((grammar) => grammar.idLanguage === id)).toBe(true);
  });
});

describe('grammars', () => {
  let language: number;
  beforeAll(() => {
    language = (platform.db.prepare("SELECT id FROM language WHERE code = 'en-GB'").get() as { id: number })
      .id;
  });

  it('checks whether a name exists in the tenant, excluding the edited grammar', async () => {
    const taken = platform.db
      .prepare('SELECT id, name FROM grammar WHERE id_tenant = ? LIMIT 1')
      .get(acme) as {
      id: number;
      name: string;
    };
    const exists = (query: string) =>
      operator.call(`/api/assets/grammars/exists?${query}`).then((res) => res.body);
    expect(await exists(`name=${encodeURIComponent(taken.name)}`)).toEqual({ exists: true });
    expect(await exists(`name=${encodeURIComponent(taken.name)}&excludeId=${taken.id}`)).toEqual({
      exists: false,
    });
    expect(await exists('name=Nothing%20like%20it')).toEqual({ exists: false });
  });

  it('creates with validation, updates and duplicates a grammar', async () => {
    const bad = await operator.call('/api/assets/grammars', {
      method: 'POST',
      body: { name: 'ab', kind: 'poetry' },
    });
    expect(bad.body).toMatchObject({
      errors: {
        name: 'Field must contains at least 3 characters',
        kind: 'Expected one of keywords, regex, srgs',
        idLanguage: 'Field is required',
        content: 'Field is required',
      },
    });
    const created = await operator.call('/api/assets/grammars', {
      method: 'POST',
      body: { name: 'Account number', kind: 'regex', content: '^[0-9]{10}$', idLanguage: language },
    });
    expect(created.status).toBe(201);
    const grammar = created.body as Grammar;
    expect(grammar).toMatchObject({ languageName: 'English (United Kingdom)', flowCount: 0 });
    const again = await operator.call('/api/assets/grammars', {
      method: 'POST',
      body: { name: 'Account number', kind: 'regex', content: 'x', idLanguage: language },
    });
    expect(again.body).toMatchObject({ errors: { name: 'A grammar with this name already exists' } });
    const updated = await operator.call(`/api/assets/grammars/${grammar.id}`, {
      method: 'PUT',
      body: { description: 'Ten digits' },
    });
    expect(updated.body).toMatchObject({ name: 'Account number', description: 'Ten digits' });
    const copy = await operator.call(`/api/assets/grammars/${grammar.id}/duplicate`, {
      method: 'POST',
      body: {},
    });
    const copy2 = await operator.call(`/api/assets/grammars/${grammar.id}/duplicate`, {
      method: 'POST',
      body: {},
    });
    expect(copy.body).toMatchObject({ name: 'Account number (copy)', content: '^[0-9]{10}$' });
    expect(copy2.body).toMatchObject({ name: 'Account number (copy 2)' });
    expect(
      (await viewer.call(`/api/assets/grammars/${grammar.id}/duplicate`, { method: 'POST', body: {} }))
        .status,
    ).toBe(403);
  });

  it('keeps grammars of other tenants out of reach', async () => {
    const globex = platform.db
      .prepare('SELECT id FROM grammar WHERE id_tenant = ? LIMIT 1')
      .get(tenantIdOf(platform, 'Globex Banking')) as { id: number };
    expect((await operator.call(`/api/assets/grammars/${globex.id}`)).status).toBe(404);
  });
});

describe('tags', () => {
  it('creates, updates, lists and deletes tags with validation', async () => {
    const bad = await operator.call('/api/assets/tags', {
      method: 'POST',
      body: { name: 'x', colour: 'red' },
    });
    expect(bad.body).toEqual({
      status: 400,
      error: 'Validation failed',
      errors: { name: 'Field must contains at least 2 characters', colour: 'Value not match' },
    });
    const { status, body } = await operator.call('/api/assets/tags', {
      method: 'POST',
      body: { name: 'Night shift', colour: '#112233' },
    });
    expect(status).toBe(201);
    const tag = body as Tag;
    const filter = encodeURIComponent(JSON.stringify({ q: 'night' }));
    const listed = (await operator.call(`/api/assets/tags?filter=${filter}`)).body as ListResponse<Tag>;
    expect(listed.items.map((item) => item.name)).toContain('Night shift');
    const updated = await operator.call(`/api/assets/tags/${tag.id}`, {
      method: 'PUT',
      body: { colour: '#abcdef' },
    });
    expect(updated.body).toMatchObject({ name: 'Night shift', colour: '#abcdef' });
    expect((await operator.call(`/api/assets/tags/${tag.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await operator.call(`/api/assets/tags/${tag.id}`)).status).toBe(404);
  });

  it('removes the links of a deleted tag to flows', async () => {
    const link = platform.db
      .prepare(
        'SELECT ct.id_tag FROM call_script_tag ct JOIN tag t ON t.id = ct.id_tag WHERE t.id_tenant = ? LIMIT 1',
      )
      .get(acme) as { id_tag: number };
    expect((await operator.call(`/api/assets/tags/${link.id_tag}`, { method: 'DELETE' })).status).toBe(204);
    expect(count('SELECT COUNT(*) AS n FROM call_script_tag WHERE id_tag = ?', link.id_tag)).toBe(0);
  });
});
