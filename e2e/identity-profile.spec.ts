import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/a11y';
import { openProfileMenu, signedIn } from './support/consoleSession';
import { createUser, NEW_USER_PASSWORD } from './support/identity';
import { signInThroughSso } from './support/signIn';

test('a user without any permission opens their profile, picks a time zone, changes their password and signs out everywhere', async ({
  page,
  request,
}, testInfo) => {
  const user = await createUser(request, String(testInfo.project.use.baseURL), 'profile');
  await signInThroughSso(page, user.username, NEW_USER_PASSWORD);
  await (await openProfileMenu(page)).getByRole('menuitem', { name: 'My profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('region', { name: 'Details' }).getByLabel('E-mail')).toHaveValue(user.email!);
  expect(await seriousViolations(page, 'profile')).toEqual([]);

  const details = page.getByRole('region', { name: 'Details' });
  await details.getByLabel('Console time zone').fill('Asia/Tok');
  await page.getByRole('option', { name: 'Asia/Tokyo' }).click();
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('link', { name: 'Console time zone: Asia/Tokyo' })).toBeVisible();

  const password = page.getByRole('region', { name: 'Password' });
  await password.getByLabel('Current password').fill(NEW_USER_PASSWORD);
  await password.getByLabel('New password', { exact: true }).fill('my own new password');
  await password.getByLabel('Repeat new password').fill('my own new password');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password was changed')).toBeVisible();
  // "Sign out everywhere" lists this browser and ends every session, this one too.
  const sessions = page.getByRole('region', { name: 'Where you are signed in' });
  await expect(sessions.getByRole('listitem').filter({ hasText: 'This browser' })).toHaveCount(1);
  await sessions.getByRole('button', { name: 'Sign out everywhere' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  // Signed out, back at the sign-in form: the new password opens the console.
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill('my own new password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await signedIn(page);
});
