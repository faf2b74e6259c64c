import { expect, test } from '@playwright/test';
import { openProfileMenu } from './support/consoleSession';
import { signInThroughSso } from './support/signIn';

// SPEC §9 session check every 2 s: a sign-out in another tab ends this tab's session within seconds.
test('a sign-out in another tab signs this one out within 5 s', async ({ page, context }) => {
  await signInThroughSso(page, 'admin', 'admin', '/flows');
  await expect(page.getByRole('heading', { name: 'Flows' })).toBeVisible();

  // The second tab shares the SSO session (cookies) and signs in without the form.
  const other = await context.newPage();
  await other.goto('/flows');
  await expect(other.getByRole('heading', { name: 'Flows' })).toBeVisible();
  const menu = await openProfileMenu(other);
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(other).toHaveTitle(/Sign in/);

  // The first tab was left alone; its session check notices and signs it out.
  await expect(page).toHaveTitle(/Sign in/, { timeout: 5000 });
  await expect(page.getByLabel('Username')).toBeVisible();
});
