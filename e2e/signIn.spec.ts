import { expect, test } from '@playwright/test';
import { signInThroughSso } from './support/signIn';

test('admin signs in through the SSO form and lands on /flows', async ({ page }) => {
  await signInThroughSso(page, 'admin');
  await expect(page).toHaveURL(/\/flows$/);
  await expect(page.getByRole('heading', { name: 'Flows' }).first()).toBeVisible();
  const storage = await page.evaluate(() => ({
    local: JSON.stringify(localStorage),
    session: Object.keys(sessionStorage),
  }));
  expect(storage.local).not.toMatch(/access_token|refresh_token/);
  expect(storage.session.some((key) => key.startsWith('oidc.user:'))).toBe(true);
});

test('a wrong password is refused and signs nobody in', async ({ page }) => {
  await signInThroughSso(page, 'admin', 'not-the-password');
  await expect(page.getByText('Invalid username or password')).toBeVisible();
  await expect(page).toHaveTitle(/Sign in/);
  expect(page.url()).not.toContain('/auth-callback');
  const session = await page.evaluate(() =>
    Object.keys(sessionStorage).filter((key) => key.startsWith('oidc.user:')),
  );
  expect(session).toEqual([]);
});

test('a deep link survives the sign-in round trip', async ({ page }) => {
  await signInThroughSso(page, 'admin', 'admin', '/administration/tenants');
  await expect(page).toHaveURL(/\/administration\/tenants$/);
});
