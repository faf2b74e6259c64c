import { expect, test, type Page } from '@playwright/test';
import { openProfileMenu, signedIn } from './support/consoleSession';
import { createUser, NEW_USER_PASSWORD as PASSWORD } from './support/identity';
import { signInThroughSso } from './support/signIn';
import { totpCode } from '../tests/support/twoFactorAnswers';

const codeAt = totpCode;

async function signInWithCode(page: Page, username: string, code: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

test('a user enrols from their profile, signs in with a code, and an administrator resets it', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const baseURL = String(testInfo.project.use.baseURL);
  const user = await createUser(request, baseURL, 'totp');
  await signInThroughSso(page, user.username, PASSWORD, '/profile');
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up two-factor authentication' });
  await expect(dialog.getByRole('img', { name: 'QR code of the two-factor secret' })).toBeVisible();
  const secret = (await dialog.getByTestId('totp-secret').textContent()) ?? '';
  await dialog.getByLabel('Code from the app').fill(codeAt(secret));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(/^On: signing in asks for a code/)).toBeVisible();

  // Signed out, the password is not enough; the code used at enrolment is spent, the next period's signs in.
  await (await openProfileMenu(page)).getByRole('menuitem', { name: 'Sign out' }).click();
  await signInWithCode(page, user.username, codeAt(secret));
  await expect(page.getByRole('alert')).toContainText('The code is not valid');
  await page.getByLabel('Code').fill(codeAt(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await signedIn(page);

  // An administrator resets it (confirmation, then the user's session ends).
  const context = await browser.newContext({ baseURL });
  const admin = await context.newPage();
  await signInThroughSso(admin, 'admin', 'admin', `/administration/users/detail/${user.id}/security`);
  await admin.getByRole('button', { name: 'Reset two-factor authentication' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(admin.getByText('Two-factor authentication was reset')).toBeVisible();
  await context.close();
  // The ended session may already be taking the open page to sign-in: the user opens the console anew beside it.
  const again = await page.context().newPage();
  await again.goto('/profile');
  await expect(again.getByLabel('Username')).toBeVisible();
});
