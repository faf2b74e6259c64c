import { expect, test } from '@playwright/test';
import { openSignedIn } from './support/signIn';

// Ops add resources as JSON files listed in /config.json; tags ships that way.
test('a broken runtime resource file shows its message while everything else works', async ({ page }) => {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { resources: string[] };
    await route.fulfill({
      response,
      json: { ...config, resources: [...config.resources, '/resources/broken-lines.json'] },
    });
  });
  await page.route('**/resources/broken-lines.json', (route) =>
    route.fulfill({
      json: {
        name: 'brokenLines',
        route: 'administration/broken-lines',
        representation: 'name',
        api: { list: { path: '/lines' }, get: { path: '/lines/{id}' } },
        fields: [
          { source: 'id', type: 'number' },
          { source: 'name', type: 'text' },
          { source: 'colour', type: 'unicorn' },
        ],
        list: { columns: ['name'], defaultSort: { field: 'name', order: 'ASC' } },
        detail: { tabs: [{ path: 'overview', fields: ['name'] }] },
        permissions: { list: [], detail: [] },
      },
    }),
  );
  await openSignedIn(page, 'admin', '/administration/tags');
  const banner = page.getByRole('alert').filter({ hasText: 'Some resources could not be loaded' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('broken-lines.json: fields[2].type: expected one of text,');
  await expect(banner).toContainText('got "unicorn"');

  // The shipped JSON resource and the built-in ones keep working.
  await expect(page).toHaveTitle('Tags - Switchboard');
  await expect(page.getByText(/^1-\d+ of \d+$/)).toBeVisible();
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toHaveCount(0);
  await page.goto('/administration/tenants');
  await expect(page.getByRole('cell', { name: 'Globex Banking', exact: true }).first()).toBeVisible();
});

test('the tags resource (JSON only, no code) creates, validates, edits and deletes', async ({ page }) => {
  await openSignedIn(page, 'operator', '/administration/tags');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const name = `Night shift ${Date.now()}`;
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Colour', { exact: true }).fill('blue');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByText('Value not match')).toBeVisible();
  await dialog.getByLabel('Colour', { exact: true }).fill('#334455');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/administration\/tags\/detail\/\d+\/overview$/);
  await expect(page.locator('dd[data-field="colour"]')).toHaveText('#334455');

  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('dialog').getByLabel('Colour', { exact: true }).fill('#556677');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('dd[data-field="colour"]')).toHaveText('#556677');

  await page.goto('/administration/tags');
  await page.getByPlaceholder('Search', { exact: true }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});
