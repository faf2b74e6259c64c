import { expect, test } from '@playwright/test';
import { openProfileMenu, signedIn, userInfoOf } from './support/consoleSession';
import { signInThroughSso } from './support/signIn';

test('a 403 on user info shows not-authorized and keeps the user signed in', async ({ page, request }) => {
  await signInThroughSso(page, 'operator', 'operator', '/flows');
  await signedIn(page);
  const operator = await userInfoOf(page, request);
  // A tenant context this user may not act in (e.g. left over from another session): the API answers 403.
  const foreign = { id: operator.tenant.id + 1000, name: 'Foreign' };
  await page.evaluate((tenant) => sessionStorage.setItem('tenantContext', JSON.stringify(tenant)), foreign);
  await page.goto('/flows');
  await expect(page).toHaveURL(/\/not-authorized$/);
  await expect(page.getByRole('heading', { name: '403 - Not authorized' })).toBeVisible();
  expect(
    await page.evaluate(() => Object.keys(sessionStorage).some((key) => key.startsWith('oidc.user:'))),
  ).toBe(true);
  await expect(page).not.toHaveTitle(/Sign in/);

  // The way out: back to the own tenant, then home.
  const menu = await openProfileMenu(page);
  await menu.getByRole('menuitem', { name: /^Back to / }).click();
  await page.getByRole('link', { name: 'Click here to get back to homepage.' }).click();
  await expect(page).toHaveURL(/\/flows$/);
  await expect(page.getByRole('heading', { name: 'Flows' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('tenantContext'))).toBeNull();
});
