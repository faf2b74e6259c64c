import { expect, test } from '@playwright/test';
import { storedSecrets } from './support/consoleSession';

test('a forged /auth-callback is refused with a clear message and signs nobody in', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith('/sso/token') || pathname.startsWith('/api/home/user-info')) calls.push(pathname);
  });
  await page.goto('/auth-callback?code=x&state=y');
  await expect(page.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible();
  await expect(page.getByText(/No matching state found in storage/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/');
  expect(await storedSecrets(page)).toEqual([]);
  expect(calls).toEqual([]);
  await expect(page).toHaveURL(/\/auth-callback\?code=x&state=y$/);
});

test('a callback carrying a state of another browser is refused too', async ({ page, browser }) => {
  // Start a real sign-in elsewhere and steal its state, then replay it here without the stored PKCE verifier.
  const other = await browser.newPage();
  await other.goto('/flows');
  await expect(other).toHaveTitle(/Sign in/);
  const state = await other.evaluate(() =>
    Object.keys(sessionStorage)
      .find((key) => key.startsWith('oidc.'))
      ?.slice(5),
  );
  await other.close();
  expect(state).toBeTruthy();
  await page.goto(`/auth-callback?code=stolen&state=${state}`);
  await expect(page.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible();
  expect(await storedSecrets(page)).toEqual([]);
});
