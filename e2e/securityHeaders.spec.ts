import { expect, test } from '@playwright/test';

test('the console pages carry the security headers; only /auth-refresh may be framed by the console', async ({
  request,
}) => {
  const page = await request.get('/administration/tenants');
  expect(page.status()).toBe(200);
  expect(page.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(page.headers()['content-security-policy']).not.toContain('unsafe-eval');
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
  expect(page.headers()['referrer-policy']).toBe('no-referrer');
  const refresh = await request.get('/auth-refresh');
  expect(refresh.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
});
