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
  '/favicon.ico',
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

it('answers /favicon.ico with the console icon, which the pages may load under their CSP', async () => {
  const response = await fetch(`${platform.url}/favicon.ico`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/svg+xml');
  expect(await response.text()).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  // The SSO pages declare /favicon.svg, a same-origin image.
  expect(response.headers.get('content-security-policy')).toMatch(/img-src 'self'/);
});
