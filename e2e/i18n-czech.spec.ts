import { expect, test } from '@playwright/test';
import { authOf, createUser, NEW_USER_PASSWORD } from './support/identity';
import { openSignedIn } from './support/signIn';

// Dates of the users list ("Last sign-in"): en-GB in English (SPEC §9), the Czech way in Czech.
const ENGLISH_DATE = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;
const CZECH_DATE = /^\d{1,2}\. \d{1,2}\. \d{4} \d{2}:\d{2}$/;

test('switching to Czech changes the menu, a list, a validation message and dates, is remembered, and back', async ({
  page,
  request,
  baseURL,
}) => {
  // A user of the story's own: the language is kept in the user's preferences, which other stories must not see.
  const role = await request.post('/api/administration/roles', {
    headers: await authOf(baseURL!),
    data: { name: `Czech ${Date.now()}`, permissions: { User: ['view', 'create'] } },
  });
  expect(role.status()).toBe(201);
  const user = await createUser(request, baseURL!, 'czech', {
    roleIds: [((await role.json()) as { id: number }).id],
  });
  await openSignedIn(page, user.username, '/administration/users', NEW_USER_PASSWORD);
  await expect(page.getByRole('menuitem', { name: 'Users' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Last sign-in' })).toBeVisible();
  await expect(page.getByRole('cell', { name: ENGLISH_DATE }).first()).toBeVisible();

  await page.getByRole('button', { name: /^Profile of / }).click();
  await page.getByRole('menu').getByRole('menuitemradio', { name: 'Čeština' }).click();
  await expect(page.getByRole('menuitem', { name: 'Uživatelé' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Poslední přihlášení' })).toBeVisible();
  await expect(page.getByRole('cell', { name: CZECH_DATE }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: ENGLISH_DATE })).toHaveCount(0);

  // Remembered for the user: a new page load opens in Czech.
  await page.reload();
  await expect(page.getByRole('menuitem', { name: 'Uživatelé' })).toBeVisible();
  await page.getByRole('button', { name: 'Vytvořit', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Vytvořit', exact: true }).click();
  await expect(dialog.getByText('Pole je povinné', { exact: true }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: /^Profil uživatele / }).click();
  await page.getByRole('menu').getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('menuitem', { name: 'Users' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Last sign-in' })).toBeVisible();
  await expect(page.getByRole('cell', { name: ENGLISH_DATE }).first()).toBeVisible();
});
