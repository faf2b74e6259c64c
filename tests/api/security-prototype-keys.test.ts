import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../dev-platform/platform';
import { startTestPlatform } from '../support/testPlatform';
import { bodyFieldNames } from './routeFields';
import { roleIdOf, sessionFor, type Session } from './session';

const PROTOTYPE_KEYS = ['constructor', '__proto__', 'hasOwnProperty', 'toString', 'valueOf', 'isPrototypeOf'];

let platform: Platform;
let admin: Session;
let operator: Session;

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await sessionFor(platform, 'admin');
  operator = await sessionFor(platform, 'operator');
});
afterAll(async () => platform?.close());

describe('prototype names are data (issue 9.1)', () => {
  it('refuses them as areas of a permission map with a clear 400, with or without actions', async () => {
    const role = roleIdOf(platform, 'Acme Telecom', 'Viewers');
    for (const area of PROTOTYPE_KEYS) {
      for (const actions of [[], ['view'], -1]) {
        // Raw JSON text: `{ __proto__: … }` in an object literal would set the prototype instead of a key.
        const body = `{"permissions":{"${area}":${JSON.stringify(actions)}}}`;
        const res = await fetch(`${platform.url}/api/administration/roles/${role}/permissions`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
          body,
        });
        expect(res.status, `${area} ${JSON.stringify(actions)}`).toBe(400);
        const answer = (await res.json()) as { status: number; error: string };
        expect(answer.status).toBe(400);
        expect(JSON.stringify(answer)).toMatch(area === '__proto__' ? /__proto__/ : /Unknown area/);
      }
    }
  });

  it('keeps every member of a role working when a stored map already holds such keys', async () => {
    const role = roleIdOf(platform, 'Acme Telecom', 'Operators');
    const stored = platform.db
      .prepare('SELECT permissions FROM role WHERE id = ?')
      .pluck()
      .get(role) as string;
    const poisoned = JSON.parse(stored) as Record<string, unknown>;
    for (const key of PROTOTYPE_KEYS) poisoned[key] = key === 'toString' ? -1 : ['view'];
    platform.db.prepare('UPDATE role SET permissions = ? WHERE id = ?').run(JSON.stringify(poisoned), role);
    try {
      const info = await operator.call('/api/home/user-info');
      expect(info.status).toBe(200);
      expect((await operator.call('/api/assets/tags')).status).toBe(200);
    } finally {
      platform.db.prepare('UPDATE role SET permissions = ? WHERE id = ?').run(stored, role);
    }
  });

  it('answers 400 for them as sort or filter fields of every list and of the export', async () => {
    const lists = [
      '/api/administration/users',
      '/api/administration/roles',
      '/api/assets/tags',
      '/api/home/tasks',
    ];
    for (const list of lists) {
      for (const key of PROTOTYPE_KEYS) {
        const sorted = await admin.call(`${list}?sort=${key}`);
        expect(sorted.status, `${list} sort ${key}`).toBe(400);
        expect(sorted.body).toEqual({ status: 400, error: `Cannot sort by '${key}'` });
        const filter = encodeURIComponent(`{"${key}":1}`);
        const filtered = await admin.call(`${list}?filter=${filter}`);
        expect(filtered.status, `${list} filter ${key}`).toBe(400);
        expect(filtered.body).toEqual({ status: 400, error: `Cannot filter by '${key}'` });
      }
    }
    for (const key of PROTOTYPE_KEYS) {
      const exported = await fetch(`${platform.url}/api/home/exports`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
        body: `{"path":"/administration/users","filter":{"${key}":1}}`,
      });
      expect(exported.status, `export filter ${key}`).toBe(400);
      const sorted = await admin.call('/api/home/exports', {
        method: 'POST',
        body: { path: '/administration/users', sort: { field: key, order: 'ASC' } },
      });
      expect(sorted.status, `export sort ${key}`).toBe(400);
    }
  });

  it('answers 400 for them as theme image types, knowledge-base extensions and types, and event kinds', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]).toString('base64');
    const base = (await admin.call('/api/knowledge-base/bases?pageSize=1')).body as {
      items: { id: number }[];
    };
    const failures: string[] = [];
    let cases = 0;
    const expect400 = async (label: string, path: string, body: string, method = 'POST') => {
      cases += 1;
      const res = await fetch(`${platform.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
        body,
      });
      if (res.status !== 400) failures.push(`${label} → ${res.status}`);
    };
    for (const key of PROTOTYPE_KEYS) {
      if (key === '__proto__') continue; // as a value, not a key: refused by the body guard only as a key
      await expect400(
        `image ${key}`,
        '/api/home/theme-assets',
        JSON.stringify({ contentType: key, data: png }),
      );
      const files = `/api/knowledge-base/bases/${base.items[0]!.id}/files`;
      const text = Buffer.from('hello').toString('base64');
      await expect400(`extension ${key}`, files, JSON.stringify({ fileName: `a.${key}`, content: text }));
      await expect400(
        `type ${key}`,
        files,
        JSON.stringify({ fileName: 'a.txt', mimeType: key, content: text }),
      );
      await expect400(
        `event ${key}`,
        '/api/administration/notification-groups',
        JSON.stringify({ name: `Group ${key}`, emails: ['a@example.com'], events: [key] }),
      );
    }
    for (const key of ['__proto__']) {
      await expect400(
        `image ${key}`,
        '/api/home/theme-assets',
        JSON.stringify({ contentType: key, data: png }),
      );
    }
    expect(cases).toBe(21);
    expect(failures).toEqual([]);
  });

  it('never answers 5xx when every body field of every write route is a prototype name (issue 31.3)', async () => {
    const fields = bodyFieldNames();
    expect(fields.length).toBeGreaterThan(100);
    const failures: string[] = [];
    let cases = 0;
    for (const route of platform.apiRoutes) {
      if (route.method === 'GET' || route.method === 'DELETE') continue;
      const url = `${platform.url}${route.url.replace(/:[A-Za-z]+/g, '1')}`;
      for (const key of PROTOTYPE_KEYS.filter((name) => name !== '__proto__')) {
        const body = Object.fromEntries(fields.map((field) => [field, key]));
        cases += 1;
        const res = await fetch(url, {
          method: route.method,
          headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (res.status >= 500) failures.push(`${route.method} ${route.url} ${key} → ${res.status}`);
      }
    }
    expect(cases).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  });

  it('never answers 5xx for them as sort or filter of any list, new areas included (issue 31.3)', async () => {
    const lists = platform.apiRoutes.filter((route) => route.method === 'GET' && !route.url.includes(':'));
    const failures: string[] = [];
    let cases = 0;
    for (const route of lists)
      for (const key of PROTOTYPE_KEYS)
        for (const query of [`sort=${key}`, `filter=${encodeURIComponent(`{"${key}":1}`)}`]) {
          cases += 1;
          const res = await admin.call(`${route.url}?${query}`);
          if (res.status >= 500) failures.push(`${route.url}?${query} → ${res.status}`);
        }
    expect(cases).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  });
});
