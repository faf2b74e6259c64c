import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../dev-platform/platform';
import { startTestPlatform } from '../support/testPlatform';
import { api } from './http';
import { sessionFor, tenantIdOf } from './session';

// Walks EVERY registered API route and checks its declared rule against real tokens: 401 without a valid token,
// 403 without the permission, 403 for a tenant context the user may not use. New endpoints are covered automatically.
let platform: Platform;
const tokens: Record<string, string> = {};
let globexId: number;

beforeAll(async () => {
  platform = await startTestPlatform();
  for (const user of ['admin', 'operator', 'nobody']) tokens[user] = (await sessionFor(platform, user)).token;
  globexId = tenantIdOf(platform, 'Globex Banking');
});

afterAll(async () => {
  await platform?.close();
});

const concrete = (url: string) => url.replace(/:[a-zA-Z]+/g, '999999');
const call = (method: string, url: string, options: Parameters<typeof api>[2] = {}) =>
  api(platform.url, concrete(url), {
    method,
    ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }),
    ...options,
  });

describe('every API route enforces its declared access rule', () => {
  it('has routes to check, each declaring a rule', () => {
    expect(platform.apiRoutes.length).toBeGreaterThanOrEqual(8);
    expect(platform.apiRoutes.every((route) => route.access)).toBe(true);
  });

  it('answers 401 without a token, and with a forged or garbage token, on every non-public route', async () => {
    const [header, payload] = tokens.admin.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not-a-signature').toString('base64url')}`;
    for (const route of platform.apiRoutes) {
      const anonymous = await call(route.method, route.url);
      if ('public' in route.access) {
        expect([401, 403], `${route.method} ${route.url}`).not.toContain(anonymous.status);
        continue;
      }
      expect(anonymous.status, `${route.method} ${route.url}`).toBe(401);
      expect(anonymous.body).toEqual({ status: 401, error: 'Unauthorized' });
      for (const token of ['garbage', forged]) {
        expect((await call(route.method, route.url, { token })).status, `${route.method} ${route.url}`).toBe(
          401,
        );
      }
    }
  });

  it('answers 403 without the permission and lets signed-in users through authenticated-only routes', async () => {
    for (const route of platform.apiRoutes) {
      if ('public' in route.access) continue;
      const res = await call(route.method, route.url, { token: tokens.nobody });
      if ('area' in route.access) {
        expect(res.status, `${route.method} ${route.url}`).toBe(403);
        expect(res.body).toMatchObject({ status: 403, error: expect.stringContaining(route.access.area) });
      } else {
        expect([401, 403], `${route.method} ${route.url}`).not.toContain(res.status);
      }
    }
  });

  it('lets a user holding the permission through', async () => {
    for (const route of platform.apiRoutes) {
      const res = await call(route.method, route.url, { token: tokens.admin });
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(res.status);
    }
  });

  it('answers 403 when Tenant-Context-Id names a tenant the user may not use', async () => {
    for (const route of platform.apiRoutes) {
      if ('public' in route.access) continue;
      for (const tenant of [globexId, 'abc', -1]) {
        const res = await call(route.method, route.url, { token: tokens.operator, tenant });
        expect(res.status, `${route.method} ${route.url} tenant ${tenant}`).toBe(403);
        expect(res.body).toEqual({ status: 403, error: 'Tenant context not allowed' });
      }
      const allowed = await call(route.method, route.url, { token: tokens.admin, tenant: globexId });
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(allowed.status);
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await api(platform.url, '/api/no/such/thing', { token: tokens.admin });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: 404 });
  });
});
