import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Platform } from '../../dev-platform/platform';
import { startTestPlatform } from '../support/testPlatform';

let platform: Platform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => platform?.close());

it.each([
  '/config.json',
  '/api/home/application-configuration',
  '/api/home/user-info',
  '/sso/.well-known/openid-configuration',
  '/nope',
])('sets the security headers on %s', async (path) => {
  const response = await fetch(`${platform.url}${path}`);
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
});

it('serves a runtime configuration that points at this platform', async () => {
  const config = await (await fetch(`${platform.url}/config.json`)).json();
  expect(config).toMatchObject({
    coreApiUrl: `${platform.url}/api`,
    hubUrl: `${platform.url}/hubs/console`,
    sso: {
      authority: `${platform.url}/sso`,
      clientId: 'core.fe',
      scope: 'openid profile api IdentityServerApi offline_access',
    },
  });
});
