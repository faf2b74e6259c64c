import { expect, test } from '@playwright/test';
import { openProfileMenu, refreshTokenOf, storedSecrets, switchTenant } from './support/consoleSession';
import { signInThroughSso } from './support/signIn';

test('sign-out revokes the tokens, ends the SSO session and leaves nothing behind', async ({
  page,
  request,
}) => {
  await signInThroughSso(page, 'admin', 'admin', '/flows');
  await expect(page.getByRole('heading', { name: 'Flows' })).toBeVisible();
  await switchTenant(page, 'Acme Telecom');
  await expect(page.getByRole('button', { name: /working in tenant Acme Telecom/ })).toBeVisible();
  const refreshToken = await refreshTokenOf(page);
  expect(refreshToken).toBeTruthy();

  const menu = await openProfileMenu(page);
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();

  // End-session at the SSO, back to '/', and since nobody is signed in any more: the SSO sign-in form.
  await expect(page).toHaveTitle(/Sign in/);
  await expect(page.getByLabel('Username')).toBeVisible();
  expect(await storedSecrets(page)).toEqual([]);

  // The console's origin holds no tokens and no tenant context either.
  await page.goto('/config.json');
  expect(await storedSecrets(page)).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.getItem('tenantContext'))).toBeNull();

  // The refresh token was revoked at the SSO.
  const refreshed = await request.post('/sso/token', {
    form: { grant_type: 'refresh_token', refresh_token: refreshToken!, client_id: 'core.fe' },
  });
  expect(refreshed.status()).toBe(400);
  expect(((await refreshed.json()) as { error: string }).error).toBe('invalid_grant');

  // A later visit asks for the sign-in again (the SSO session is over, so the form shows).
  await page.goto('/administration/tenants');
  await expect(page).toHaveTitle(/Sign in/);
  await expect(page.getByLabel('Password')).toBeVisible();
});
