import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../dev-platform/platform';
import { startTestPlatform } from '../support/testPlatform';
import { roleIdOf, sessionFor, tenantIdOf, type Session } from './session';

let platform: Platform;
let admin: Session;
let tenantAdmin: Session;

/** `operator` made an administrator of Acme Telecom: every permission, but a tenant-level context. */
beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await sessionFor(platform, 'admin');
  const operatorId = platform.db
    .prepare(`SELECT id FROM user WHERE username = 'operator'`)
    .pluck()
    .get() as number;
  platform.db
    .prepare('UPDATE user_role SET id_role = ? WHERE id_user = ?')
    .run(roleIdOf(platform, 'Acme Telecom', 'Administrators'), operatorId);
  tenantAdmin = await sessionFor(platform, 'operator');
});
afterAll(async () => platform?.close());

const theme = (value: unknown) => ({ method: 'POST', body: { theme: JSON.stringify(value) } });

describe('platform-wide data is written from the root tenant context only (issue 9.3)', () => {
  it('refuses a tenant-level administrator renaming a language of the catalogue', async () => {
    const { items } = (await admin.call('/api/administration/languages?pageSize=1')).body as {
      items: { id: number; name: string }[];
    };
    const language = items[0]!;
    const renamed = await tenantAdmin.call(`/api/administration/languages/${language.id}`, {
      method: 'PUT',
      body: { name: 'Hijacked' },
    });
    expect(renamed).toMatchObject({
      status: 403,
      body: { status: 403, error: 'Platform-wide data can only be changed in the root tenant context' },
    });
    // The root administrator in a tenant's context is refused too: the context decides, not the person.
    const inTenant = await admin.call(`/api/administration/languages/${language.id}`, {
      method: 'PUT',
      tenant: tenantIdOf(platform, 'Acme Telecom'),
      body: { name: 'Hijacked' },
    });
    expect(inTenant.status).toBe(403);
    const atRoot = await admin.call(`/api/administration/languages/${language.id}`, {
      method: 'PUT',
      body: { name: `${language.name} ` },
    });
    expect(atRoot.status).toBe(200);
  });

  it('keeps themes per tenant: a tenant administrator changes only their own tenant theme', async () => {
    const before = (await admin.call('/api/home/application-configuration')).body;
    const saved = await tenantAdmin.call(
      '/api/home/application-configuration',
      theme({ title: 'Acme only' }),
    );
    expect(saved.status).toBe(200);
    expect((await admin.call('/api/home/application-configuration')).body).toEqual(before);
  });
});

describe('the server validates themes with the console schema (issue 9.8)', () => {
  it('answers 400 with the path of the first problem', async () => {
    const cases: [unknown, string][] = [
      [{ title: 'x', colors: { primary: 'javascript:alert(1)' } }, 'theme.colors.primary'],
      [
        { logos: { console: { source: 'http://evil.example/logo.png', width: 10, height: 10 } } },
        'theme.logos.console.source',
      ],
      [{ favicon: { source: '//evil.example/f.ico' } }, 'theme.favicon.source'],
      [{ title: '<script>', extra: 1 }, 'theme.extra'],
      [{ title: 'a\u0007b' }, 'theme.title'],
      [{ logos: { console: { source: '/logo.png', width: 1e9, height: 10 } } }, 'theme.logos.console.width'],
      [[1, 2], 'theme'],
    ];
    for (const [value, path] of cases) {
      const res = await admin.call('/api/home/application-configuration', theme(value));
      expect(res.status, path).toBe(400);
      expect(res.body, path).toMatchObject({ status: 400, errors: { [path]: expect.any(String) } });
      expect((res.body as { error: string }).error).toContain(path);
    }
    const valid = await admin.call(
      '/api/home/application-configuration',
      theme({ title: 'Fine', colors: { primary: '#123456' } }),
    );
    expect(valid.status).toBe(200);
  });
});
