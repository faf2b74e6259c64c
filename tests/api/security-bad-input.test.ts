import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../dev-platform/platform';
import { FILTER_SHAPE_ERROR } from '../../dev-platform/api/listQuery';
import { startTestPlatform } from '../support/testPlatform';
import { sessionFor, tenantIdOf, type Session } from './session';

let platform: Platform;
let admin: Session;
let flowId: number;

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await sessionFor(platform, 'admin');
  // Read before the write-route fuzz below changes the records.
  flowId = ((await admin.call('/api/designer/flows?pageSize=1')).body as { items: { id: number }[] })
    .items[0]!.id;
});
afterAll(async () => platform?.close());

const raw = (path: string, init: RequestInit = {}) =>
  fetch(`${platform.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json', ...init.headers },
  });
const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

// Runs first: the write-route fuzz below changes roles and records.
const LEVELS = 5000;
/** 5,000 nested lists: 10 KB of text that overflows any recursive walk or JSON.stringify. */
const deepList = () => JSON.parse(`${'['.repeat(LEVELS)}${']'.repeat(LEVELS)}`) as unknown;
const deepText = () => `{"a":${'['.repeat(LEVELS)}${']'.repeat(LEVELS)}}`;

function deepPackage(): string {
  // JSON.stringify cannot write the deep value either: splice it in as text.
  const flow = { name: 'Deep', description: '', channels: 1, content: '@DEEP@', language: null };
  const pkg = {
    format: 'switchboard-package',
    version: 1,
    name: 'Deep package',
    checksum: '0'.repeat(64),
    items: {
      flows: [{ ...flow, components: [], grammars: [] }],
      components: [],
      grammars: [],
      languages: [],
    },
  };
  return JSON.stringify(pkg).replace('"@DEEP@"', deepText());
}

/** GETs with parameters that are not lists (a file, a setting): their parents list nothing to name. */
const NOT_LISTS = [
  '/api/home/exports/:id/file',
  '/api/administration/packages/:id/file',
  '/api/agent-assist/tenants/:id/agent-control',
];

/** The first item of the list at `path`, if it is one. */
async function firstItem(path: string): Promise<Record<string, unknown> | undefined> {
  const res = await raw(`${path}?pageSize=1`);
  if (!res.headers.get('content-type')?.includes('json')) return undefined;
  return ((await res.json()) as { items?: Record<string, unknown>[] }).items?.[0];
}

/**
 * A GET route with its parameters naming records of the caller's own tenant, left to right: each is the first item
 * of the list the path extends (`/api/x/:id/items` reads `/api/x`); a dataset is addressed by language and id, and a
 * category also by its key `language~dataset~name`.
 */
async function resolved(url: string): Promise<string> {
  let path = url;
  for (let param = path.indexOf('/:'); param >= 0; param = path.indexOf('/:')) {
    const parent = path.slice(0, param);
    if (parent === '/nlp/categories') {
      const dataset = await firstItem('/nlp/datasets');
      const category = await firstItem(
        `/nlp/datasets/${String(dataset?.language)}/${String(dataset?.id)}/categories`,
      );
      const key = `${String(dataset?.language)}~${String(dataset?.id)}~${String(category?.name)}`;
      path = path.replace(/\/:\w+/, `/${encodeURIComponent(key)}`);
      continue;
    }
    const first = await firstItem(parent);
    if (!first) return path;
    const key = String(first.id ?? first.guid ?? first.name ?? first.key);
    path = path.startsWith(`${parent}/:language/`)
      ? path.replace(/\/:language\/:\w+/, `/${String(first.language)}/${key}`)
      : path.replace(/\/:\w+/, `/${encodeURIComponent(key)}`);
  }
  return path;
}

/** Every list route: every GET that reads a `filter` (options, trees and files ignore it). */
async function everyList(): Promise<{ lists: string[]; unresolved: string[] }> {
  const lists: string[] = [];
  const unresolved: string[] = [];
  for (const route of platform.apiRoutes) {
    if (route.method !== 'GET' || /\/:\w+$/.test(route.url)) continue; // `/:id` alone reads one record
    const url = await resolved(route.url);
    if (url.includes('/:')) {
      unresolved.push(route.url);
      continue;
    }
    // A list reads the filter: text that is not JSON is refused.
    const res = await raw(`${url}?filter=%5B`);
    const body = res.headers.get('content-type')?.includes('json') ? ((await res.json()) as unknown) : null;
    if ((body as { error?: string } | null)?.error === 'filter must be a JSON object') lists.push(url);
    else if (res.status === 404) unresolved.push(route.url);
  }
  return { lists, unresolved };
}

describe('every walk of user JSON is bounded (issue 31.4)', () => {
  it('answers a clear 400 to a deep or nested list filter on every list and the export', async () => {
    const { lists, unresolved } = await everyList();
    expect(lists.length).toBeGreaterThanOrEqual(57); // at 1c0f972: 57 lists, 55 of them without parameters
    expect(unresolved.filter((url) => !NOT_LISTS.includes(url))).toEqual([]);
    // 5,000 levels overflowed `Number()` (500); 3,000 were coerced to 0 and answered 200.
    const filters = [
      `{"id":${'['.repeat(LEVELS)}${']'.repeat(LEVELS)}}`,
      `{"id":${'['.repeat(3000)}5${']'.repeat(3000)}}`,
      '{"id":[[5]]}',
      '{"id":{"gte":{"a":1}}}',
    ];
    const answers: string[] = [];
    for (const list of lists)
      for (const filter of filters) {
        // Brackets unescaped, as a browser sends them: escaped, 5,000 levels exceed the header limit (431).
        const query = encodeURIComponent(filter).replace(/%5B/g, '[').replace(/%5D/g, ']');
        const res = await admin.call(`${list}?filter=${query}`);
        answers.push(`${list} ${filter.slice(0, 12)}: ${res.status} ${JSON.stringify(res.body)}`);
      }
    const refused = (list: string, filter: string) =>
      `${list} ${filter.slice(0, 12)}: 400 ${JSON.stringify({ status: 400, error: FILTER_SHAPE_ERROR })}`;
    const expected = lists.flatMap((list) => filters.map((filter) => refused(list, filter)));
    expect(answers).toEqual(expected);
    const exported = await admin.call('/api/home/exports', {
      method: 'POST',
      body: { path: '/administration/users', filter: { id: [[[5]]] } },
    });
    expect(exported.body).toEqual({ status: 400, error: FILTER_SHAPE_ERROR });
  });

  it('answers a clear 400 to deeply nested JSON carried as text on every route that reads such text', async () => {
    expect(() => JSON.stringify(deepList())).toThrow(RangeError); // the hazard the limits prevent
    const pkg = { fileName: 'deep.json', content: deepPackage() };
    const cases: [string, string, string, unknown][] = [
      ['package preview', 'POST', '/api/administration/packages/install/preview', pkg],
      ['package install', 'POST', '/api/administration/packages/install', pkg],
      ['theme', 'POST', '/api/home/application-configuration', { theme: deepText() }],
      [
        'deploy configuration',
        'PUT',
        '/api/bot-deploy/configurations/voicebot-default',
        { content: deepText() },
      ],
      [
        'test-call variables',
        'POST',
        `/api/designer/flows/${flowId}/test-call`,
        { phoneNumber: '+420777123456', testVariables: deepText() },
      ],
    ];
    const answers: string[] = [];
    for (const [label, method, path, body] of cases)
      answers.push(`${label}: ${(await admin.call(path, { method, body })).status}`);
    expect(answers).toEqual(cases.map(([label]) => `${label}: 400`));
  });

  it('answers 400 to a 5,000-deep body on every write route', async () => {
    const failures: string[] = [];
    let cases = 0;
    const body = `${'{"a":'.repeat(LEVELS)}1${'}'.repeat(LEVELS)}`;
    for (const route of platform.apiRoutes) {
      if (route.method === 'GET' || route.method === 'DELETE') continue;
      cases += 1;
      const res = await fetch(`${platform.url}${route.url.replace(/:[A-Za-z]+/g, '1')}`, {
        method: route.method,
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
        body,
      });
      if (res.status !== 400 && res.status !== 404 && res.status !== 403)
        failures.push(`${route.method} ${route.url} → ${res.status}`);
    }
    expect(cases).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  });
});

describe('bad input never gives a 5xx (issue 9.7)', () => {
  it('refuses non-id languages on grammar create and update', async () => {
    const { items } = (await admin.call('/api/assets/grammars?pageSize=1')).body as {
      items: { id: number }[];
    };
    for (const idLanguage of [true, {}, [], 'x', 1.5]) {
      const body = { name: 'Hostile grammar', kind: 'keywords', content: 'yes', idLanguage };
      const created = await admin.call('/api/assets/grammars', { method: 'POST', body });
      expect(created.status, JSON.stringify(idLanguage)).toBe(400);
      const updated = await admin.call(`/api/assets/grammars/${items[0]!.id}`, { method: 'PUT', body });
      expect(updated.status, JSON.stringify(idLanguage)).toBe(400);
      expect(updated.body).toMatchObject({ status: 400, errors: { idLanguage: expect.any(String) } });
    }
  });

  it('refuses non-strings, NUL bytes and over-long names instead of storing them', async () => {
    for (const name of [{}, ['a'], 7, 'a\u0000b', 'x'.repeat(201)]) {
      const res = await admin.call('/api/assets/tags', { method: 'POST', body: { name, colour: '#112233' } });
      expect(res.status, JSON.stringify(name).slice(0, 40)).toBe(400);
      expect(res.body).toMatchObject({ status: 400, error: expect.any(String) });
    }
  });

  it('refuses a 20,000-deep JSON body and lists beyond the limits', async () => {
    const prefs = await raw('/api/home/user-preferences', { method: 'PUT', body: deep(20_000) });
    expect(prefs.status).toBe(400);
    expect(await prefs.json()).toEqual({ status: 400, error: 'JSON nesting deeper than 32 levels' });
    const ids = Array.from({ length: 100_000 }, (_, i) => i + 1);
    const exported = await admin.call('/api/home/exports', {
      method: 'POST',
      body: { path: '/administration/users', filter: { id: ids } },
    });
    expect(exported.status).toBe(400);
    const bulk = await admin.call('/api/administration/users/bulk/enable', { method: 'POST', body: { ids } });
    expect(bulk.status).toBe(400);
  });

  it('parses ids strictly, in paths and in Tenant-Context-Id', async () => {
    const globex = tenantIdOf(platform, 'Globex Banking');
    expect((await admin.call(`/api/administration/tenants/${globex}`)).status).toBe(200);
    for (const written of [`0x${globex.toString(16)}`, `%2B${globex}`, `${globex}.0`, `${globex}e0`]) {
      expect((await admin.call(`/api/administration/tenants/${written}`)).status, written).toBe(404);
    }
    for (const header of [`0x${globex.toString(16)}`, `+${globex}`, `${globex}.0`, `0${globex}`]) {
      const res = await admin.call('/api/home/user-info', { tenant: header });
      expect(res.status, header).toBe(403);
    }
  });

  it('keeps the {status, error} body on 404, 413 and 431', async () => {
    const missing = await raw('/api/no/such/route');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ status: 404, error: expect.any(String) });
    const large = await raw('/api/assets/tags', {
      method: 'POST',
      body: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(large.status).toBe(413);
    expect(await large.json()).toMatchObject({ status: 413, error: expect.any(String) });
    const long = await raw(`/api/assets/tags?q=${'x'.repeat(20_000)}`);
    expect(long.status).toBe(431);
    expect(await long.json()).toEqual({ status: 431, error: 'Request header fields too large' });
  });

  it('answers every write route with a 4xx, never a 5xx, for hostile bodies', async () => {
    const bodies = ['{}', '[]', '"text"', 'null', '{"name":{},"id":true}', deep(40), '{"a":"\\u0000"}', '{'];
    const failures: string[] = [];
    for (const route of platform.apiRoutes) {
      if (route.method === 'GET' || route.method === 'DELETE') continue;
      const url = route.url.replace(/:[A-Za-z]+/g, '1');
      for (const body of bodies) {
        const res = await raw(url, { method: route.method, body });
        if (res.status >= 500)
          failures.push(`${route.method} ${route.url} ${body.slice(0, 20)} → ${res.status}`);
        else {
          const answer = (await res.json().catch(() => null)) as { status?: number } | null;
          if (res.status >= 400 && answer?.status !== res.status)
            failures.push(`${route.method} ${route.url} ${body.slice(0, 20)}: body without status`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
