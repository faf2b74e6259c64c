import { expect, test } from '@playwright/test';
import { openSignedIn } from './support/signIn';

test('the tenants list shows seeded rows from the database and opens a detail', async ({ page }) => {
  await openSignedIn(page, 'admin', '/administration/tenants');
  const globex = page.getByRole('cell', { name: 'Globex Banking', exact: true }).first();
  await expect(globex).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Acme Telecom', exact: true }).first()).toBeVisible();
  await globex.click();
  await expect(page).toHaveURL(/\/administration\/tenants\/detail\/\d+\/overview$/);
  await expect(page.getByText('Globex Banking').first()).toBeVisible();
  await expect(page).toHaveTitle('Globex Banking - Switchboard');
});

test('a detail without a tab, or with the basic tab, redirects to its overview', async ({ page }) => {
  await openSignedIn(page, 'admin', '/administration/tenants');
  await page.getByRole('cell', { name: 'Acme Telecom', exact: true }).first().click();
  await expect(page).toHaveURL(/\/detail\/\d+\/overview$/);
  const overview = page.url();
  for (const alias of ['', '/basic']) {
    await page.goto(overview.replace(/\/overview$/, alias));
    await expect(page).toHaveURL(overview);
  }
});
