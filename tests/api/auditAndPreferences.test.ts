import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../dev-platform/platform';
import type { AuditEntry } from '../../src/shared/wire/administration';
import type { ListResponse } from '../../src/shared/wire/common';
import { startTestPlatform } from '../support/testPlatform';
import { sessionFor, type Session } from './session';

let platform: Platform;
let admin: Session;
let operator: Session;

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await sessionFor(platform, 'admin');
  operator = await sessionFor(platform, 'operator');
});
afterAll(async () => platform?.close());

describe('audit log', () => {
  it('gives the root tenant thousands of entries, newest first, paged on the server', async () => {
    const { body } = await admin.call('/api/administration/audit-log?pageSize=50');
    const { items, total } = body as ListResponse<AuditEntry>;
    expect(total).toBeGreaterThanOrEqual(2000);
    expect(items).toHaveLength(50);
    const times = items.map((entry) => entry.time);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('filters by action and scopes to the tenant context', async () => {
    const filter = encodeURIComponent(JSON.stringify({ action: 4 }));
    const { body } = await operator.call(`/api/administration/audit-log?filter=${filter}&pageSize=500`);
    const { items } = body as ListResponse<AuditEntry>;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((entry) => entry.action === 4)).toBe(true);
    expect(items.every((entry) => entry.tenantName.startsWith('Acme'))).toBe(true);
  });
});

describe('user preferences', () => {
  it('starts empty, stores a JSON object per user and replaces it on PUT', async () => {
    expect((await operator.call('/api/home/user-preferences')).body).toEqual({});
    const preferences = { columns: { users: { hidden: ['email'], ranks: [1, 0] } } };
    const saved = await operator.call('/api/home/user-preferences', { method: 'PUT', body: preferences });
    expect(saved).toMatchObject({ status: 200, body: preferences });
    expect((await operator.call('/api/home/user-preferences')).body).toEqual(preferences);
    expect((await admin.call('/api/home/user-preferences')).body).toEqual({});
  });

  it('refuses non-objects and oversized preferences', async () => {
    expect((await operator.call('/api/home/user-preferences', { method: 'PUT', body: [1, 2] })).status).toBe(
      400,
    );
    const huge = { blob: 'x'.repeat(70 * 1024) };
    const res = await operator.call('/api/home/user-preferences', { method: 'PUT', body: huge });
    expect(res).toMatchObject({ status: 400, body: { error: 'Preferences are limited to 65536 bytes' } });
  });
});
