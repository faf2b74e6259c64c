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

test('with unsaved changes, the ended session is renewed in a popup and the changes are saved', async ({
  page,
  context,
}) => {
  await signInThroughSso(page, 'operator', 'operator', '/administration/tags');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const form = page.getByRole('dialog');
  const name = `Kept through sign-in ${Date.now()}`;
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Colour', { exact: true }).fill('#224466');

  const other = await context.newPage();
  await other.goto('/flows');
  const menu = await openProfileMenu(other);
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(other).toHaveTitle(/Sign in/);
  await other.close();

  const ended = page.getByRole('dialog', { name: 'Your session has ended' });
  await expect(ended).toBeVisible({ timeout: 5000 });
  const popupOpens = page.waitForEvent('popup');
  await ended.getByRole('button', { name: 'Sign in again' }).click();
  const popup = await popupOpens;
  await popup.getByLabel('Username').fill('operator');
  await popup.getByLabel('Password').fill('operator');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await expect(ended).toBeHidden();
  expect(popup.isClosed()).toBe(true);

  await expect(form.getByLabel('Name', { exact: true })).toHaveValue(name);
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/administration\/tags\/detail\/\d+\/overview$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
});
