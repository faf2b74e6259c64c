import { expect, test } from '@playwright/test';
import { accessTokenOf, openSignedIn } from './support/signIn';

// Browse, sort, filter and page a list of thousands of rows (the seeded audit log), all on the server.
test('the audit log pages, sorts and filters thousands of rows on the server', async ({ page }) => {
  await openSignedIn(page, 'admin', '/administration/audit-log');
  await expect(page).toHaveTitle('Audit log - Switchboard');
  const pagination = page.getByText(/^1-25 of \d+$/);
  await expect(pagination).toBeVisible();
  const total = Number((await pagination.textContent())!.split(' of ')[1]);
  expect(total).toBeGreaterThanOrEqual(2000);
  await expect(page.locator('tbody tr')).toHaveCount(25);

  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  // Other stories' writes are audited while this one runs: the total may have grown meanwhile.
  await expect(page.getByText(/^26-50 of \d+$/)).toBeVisible();

  await page.getByRole('button', { name: /^Sort by action/i }).click();
  await expect(page).toHaveURL(/sort=action/);
  await expect(page.locator('tbody tr').first()).toContainText('Read');

  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Action' }).click();
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/filter=.*action/);
  const filtered = page.getByText(/^1-25 of \d+$/);
  await expect(filtered).not.toHaveText(`1-25 of ${total}`);
  const deletes = page.locator('tbody tr');
  await expect(deletes.first()).toContainText('Delete');
  for (const text of await deletes.allInnerTexts()) expect(text).toContain('Delete');

  // Full-text search for the entity of the first deletion (always present, whatever the seeded names).
  const entity = (await deletes.first().locator('td').nth(2).innerText()).trim();
  await page.getByPlaceholder('Search', { exact: true }).fill(entity);
  await expect(page).toHaveURL(/filter=.*q/);
  await expect(page.getByText(/^1-\d+ of \d+$/)).toBeVisible();
  await expect(deletes.first()).toContainText(new RegExp(entity, 'i'));
  // The entity's cell is plain text (the user cell links to the user).
  await deletes.first().locator('td').nth(2).click();
  await expect(page).toHaveURL(/\/administration\/audit-log\/detail\/\d+\/overview$/);
  await expect(page.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
});

// An administrator changes a tag; the audit log, filtered by user, shows who changed what.
test('an audited change shows its fields before and after, found by user', async ({ page, request }) => {
  await openSignedIn(page, 'admin', '/administration/audit-log');
  await expect(page.getByText(/^1-25 of \d+$/)).toBeVisible();
  const token = await accessTokenOf(page);
  const headers = { Authorization: `Bearer ${token}` };
  const name = `Audit story ${Date.now()}`;
  const created = await request.post('/api/assets/tags', { headers, data: { name, colour: '#336699' } });
  expect(created.status()).toBe(201);
  const tag = (await created.json()) as { id: number };
  expect(
    (
      await request.put(`/api/assets/tags/${tag.id}`, { headers, data: { name: `${name} renamed` } })
    ).status(),
  ).toBe(200);

  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'User' }).click();
  await page.getByRole('combobox', { name: 'User' }).fill('admin');
  await page.getByRole('option', { name: 'admin', exact: true }).click();
  await expect(page).toHaveURL(/filter=.*idUser/);
  const update = page.getByRole('row').filter({ hasText: `PUT /assets/tags/${tag.id}` });
  await expect(update).toBeVisible();
  await update.getByText(`PUT /assets/tags/${tag.id}`).click();
  const changes = page.getByRole('table', { name: 'Changed fields' });
  await expect(changes.getByRole('row', { name: `name ${name} ${name} renamed` })).toBeVisible();
});
