import { expect, test } from '@playwright/test';
import { accessTokenOf, openSignedIn, signInThroughSso } from './support/signIn';

// Editing a permission group's map changes what its members see in the menu.
test('granting Tag/view to a role shows Tags in the menu of its members', async ({
  page,
  browser,
  baseURL,
}) => {
  await openSignedIn(page, 'admin', '/administration/permission-groups');
  await expect(page.getByText(/^1-\d+ of \d+$/)).toBeVisible();
  const headers = { Authorization: `Bearer ${await accessTokenOf(page)}` };
  const suffix = Date.now();
  const role = await page.request.post(`${baseURL}/api/administration/roles`, {
    headers,
    data: { name: `Menu test ${suffix}`, permissions: { CallScript: ['view'] } },
  });
  expect(role.status()).toBe(201);
  const { id: idRole } = (await role.json()) as { id: number };
  const username = `menu.${suffix}`;
  const user = await page.request.post(`${baseURL}/api/administration/users`, {
    headers,
    data: {
      username,
      firstname: 'Menu',
      lastname: 'Tester',
      email: `${username}@switchboard.example`,
      password: 'menu password',
      roleIds: [idRole],
    },
  });
  expect(user.status()).toBe(201);

  const member = await (await browser.newContext()).newPage();
  await signInThroughSso(member, username, 'menu password', '/administration');
  await expect(member).toHaveURL(/\/administration$/);
  await expect(member.getByRole('tab', { name: 'Flows' })).toBeVisible();
  // Runtime resources (tags) join the menu after the first screen: only then does "no Tags" mean something.
  await expect(member.getByRole('menu')).toHaveAttribute('aria-busy', 'false');
  await expect(member.getByRole('menuitem', { name: 'Tags' })).toHaveCount(0);

  await page.goto(`/administration/permission-groups/detail/${idRole}/overview`);
  await expect(page.getByRole('checkbox', { name: 'Flows: View', exact: true })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Tags: View', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Grammars: All actions', exact: true }).check();
  await page.getByRole('button', { name: 'Save permissions' }).click();
  await expect(page.getByText('Permissions saved')).toBeVisible();

  await member.reload();
  await expect(member.getByRole('menuitem', { name: 'Tags' })).toBeVisible();
  await expect(member.getByRole('menuitem', { name: 'Grammars' })).toBeVisible();
  await expect(member.getByRole('menuitem', { name: 'Users' })).toHaveCount(0);
  await member.getByRole('menuitem', { name: 'Tags' }).click();
  await expect(member).toHaveURL(/\/administration\/tags$/);
  // Tag/view only: the list, but no way to create.
  await expect(member.getByText(/^1-\d+ of \d+$/)).toBeVisible();
  await expect(member.getByRole('button', { name: 'Create', exact: true })).toHaveCount(0);
});
