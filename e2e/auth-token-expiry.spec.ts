import { expect, test, type Page } from '@playwright/test';
import { signInThroughSso } from './support/signIn';

/** The tab's stored user: its access token and when that token expires (seconds since the epoch). */
const storedUser = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
    const user = key ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, unknown>) : {};
    return { access: String(user.access_token ?? ''), expiresAt: Number(user.expires_at ?? 0) };
  });

// Runs against the platform with short access tokens (project "short-tokens").
test('a session survives an access token that expires while a page is loading', async ({ page }) => {
  test.setTimeout(3 * 60_000);
  await signInThroughSso(page, 'admin', 'admin', '/flows');
  await expect(page.getByRole('heading', { name: 'Flows' })).toBeVisible();
  const { access, expiresAt } = await storedUser(page);

  // The tenant list request of the next page load is held on the network until the token it carries has expired:
  // the platform then answers it 401, exactly as for a token that expired in flight.
  const answers: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/administration/tenants') answers.push(response.status());
  });
  await page.route(
    (url) => url.pathname === '/api/administration/tenants',
    async (route) => {
      if (route.request().headers().authorization === `Bearer ${access}`) {
        // Not a fixed sleep: the request goes on as soon as the platform's clock has passed the token's expiry.
        await expect
          .poll(() => Date.now() > expiresAt * 1000 + 1500, { timeout: 75_000, intervals: [250] })
          .toBe(true);
      }
      await route.continue();
    },
  );
  await page.goto('/administration/tenants');

  // The console renews the token, retries the call once and shows the list; nobody is signed out.
  await expect(page.getByRole('cell', { name: 'Globex Banking', exact: true }).first()).toBeVisible({
    timeout: 90_000,
  });
  expect(answers.slice(0, 2)).toEqual([401, 200]);
  await expect(page).not.toHaveTitle(/Sign in/);
  const renewed = await storedUser(page);
  expect(renewed.access).not.toBe(access);
  expect(renewed.expiresAt).toBeGreaterThan(expiresAt);
  // The session keeps working: the next page loads without any sign-in.
  await page.getByRole('tab', { name: 'Flows' }).click();
  await expect(page.getByRole('heading', { name: 'Flows' })).toBeVisible();
});
