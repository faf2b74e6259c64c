import { expect, test, type Page } from '@playwright/test';
import { openProfileMenu, signedIn } from './support/consoleSession';
import { createTenant, createUser, enrolTwoFactor, NEW_USER_PASSWORD as PASSWORD } from './support/identity';
import { signInThroughSso } from './support/signIn';
import { totpCode } from '../tests/support/twoFactorAnswers';

// The sign-in steps after the password (issue 32.1 and 32.2), each for a user (and tenant) of the story's own.

const baseOf = (testInfo: { project: { use: { baseURL?: string } } }) => String(testInfo.project.use.baseURL);

async function enterCode(page: Page, code: string) {
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

test('a recovery code signs in once', async ({ page, request }, testInfo) => {
  const user = await createUser(request, baseOf(testInfo), 'recovery');
  const { recoveryCodes } = await enrolTwoFactor(request, baseOf(testInfo), user);
  await signInThroughSso(page, user.username, PASSWORD);
  await enterCode(page, recoveryCodes[0]);
  await signedIn(page);
  // Signed out, back at the sign-in form.
  await (await openProfileMenu(page)).getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await enterCode(page, recoveryCodes[0]);
  await expect(page.getByRole('alert')).toContainText('The code is not valid');
});

test("a tenant's two-factor requirement makes a user enrol at sign-in before the console opens", async ({
  page,
  request,
}, testInfo) => {
  const idTenant = await createTenant(request, baseOf(testInfo), { twoFactorRequired: true });
  const user = await createUser(request, baseOf(testInfo), 'required', { idTenant });
  await signInThroughSso(page, user.username, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await page.getByLabel('Code from the app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'Continue' }).click();
  await signedIn(page);
});

/** A user of a new tenant with password policy `level` whose password expired yesterday. */
async function expiredUnder(level: number, request: Parameters<typeof createUser>[0], baseURL: string) {
  const idTenant = await createTenant(request, baseURL, { passwordExpirationType: level });
  const user = await createUser(request, baseURL, 'expired', { idTenant });
  expect((await request.post(`/__e2e/users/${user.id}/expire-password`)).status()).toBe(200);
  return user;
}

test('RESTRICTION: an expired password signs in only through a new one, then the console opens', async ({
  page,
  request,
}, testInfo) => {
  const user = await expiredUnder(2, request, baseOf(testInfo));
  await signInThroughSso(page, user.username, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('a brand new password');
  await page.getByLabel('Repeat new password').fill('a brand new password');
  await page.getByRole('button', { name: 'Change password and continue' }).click();
  await signedIn(page);
});

test('BLOCK: an expired password is refused with its message', async ({ page, request }, testInfo) => {
  const user = await expiredUnder(3, request, baseOf(testInfo));
  await signInThroughSso(page, user.username, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText(
    'Your password has expired and your organisation does not allow signing in with it. Ask an administrator to set a new one.',
  );
  await expect(page).toHaveTitle('Sign in - Switchboard');
});
