import { expect, test, type Page } from '@playwright/test';
import { SHORT_TOKEN_TTL } from './support/shortTokens';
import { signInThroughSso } from './support/signIn';

/** Access and refresh token the tab holds (sessionStorage is per tab). */
const tokensOf = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
    const user = key ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, string>) : {};
    return { access: user.access_token ?? null, refresh: user.refresh_token ?? null };
  });

const RENEWALS = 4;

// Runs against the platform with short access tokens (project "short-tokens").
test('short-lived access tokens keep a session alive through renewal after renewal, in two tabs sharing one token chain', async ({
  page,
  context,
}) => {
  test.setTimeout(4 * 60_000);
  const tokenRequests: string[] = [];
  const renewErrors: string[] = [];
  const watch = (tab: Page) => {
    tab.on('request', (req) => {
      if (new URL(req.url()).pathname === '/sso/token') tokenRequests.push(req.url());
    });
    tab.on('console', (message) => {
      if (/Silent token renew failed/.test(message.text())) renewErrors.push(message.text());
    });
  };
  watch(page);
  await signInThroughSso(page, 'admin', 'admin', '/flows');
  await expect(page.getByRole('heading', { name: 'Flows' })).toBeVisible();

  // window.open copies sessionStorage: the second tab starts with the very same refresh token.
  const [second] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate(() => window.open('/administration/tenants')),
  ]);
  watch(second);
  await expect(second.getByRole('cell', { name: 'Globex Banking', exact: true }).first()).toBeVisible();
  expect((await tokensOf(second)).refresh).toBe((await tokensOf(page)).refresh);

  const started = Date.now();
  const seen = new Set<string>();
  let previous = (await tokensOf(page)).access;
  // Each token is renewed halfway through its life; follow four renewals (each renewed token outlives the one before
  // it, so a session that survives these survives any number).
  for (let round = 0; round < RENEWALS; round += 1) {
    await expect
      .poll(async () => (await tokensOf(page)).access, { timeout: 45_000, intervals: [1_000] })
      .not.toBe(previous);
    previous = (await tokensOf(page)).access;
    seen.add(previous!);
    // The other tab follows the same chain instead of spending the refresh token a second time.
    await expect.poll(async () => (await tokensOf(second)).access, { timeout: 10_000 }).toBe(previous);
    // The API accepts the renewed token: lists still load in both tabs without any sign-in.
    await page.getByRole('tab', { name: round % 2 ? 'Flows' : 'Administration' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).not.toHaveTitle(/Sign in/);
    await expect(second).not.toHaveTitle(/Sign in/);
  }
  // Renewals come one by one, each some half a lifetime after the one before.
  expect(Date.now() - started).toBeGreaterThanOrEqual((RENEWALS - 1) * SHORT_TOKEN_TTL * 400);
  expect(seen.size).toBe(RENEWALS);
  expect(renewErrors).toEqual([]);

  // Both tabs still hold a working session after a reload: no sign-in form anywhere.
  await second.reload();
  await expect(second.getByRole('cell', { name: 'Globex Banking', exact: true }).first()).toBeVisible();
  await page.goto('/flows');
  await expect(page.getByRole('heading', { name: 'Flows' })).toBeVisible();
  await expect(page.getByText(/Your session could not be renewed/)).toHaveCount(0);
  // One code exchange plus one refresh per renewal: the shared chain was never spent twice.
  expect(tokenRequests.length).toBeLessThanOrEqual(1 + RENEWALS + 1);
});
