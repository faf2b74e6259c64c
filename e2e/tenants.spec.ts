import { expect, test } from '@playwright/test';
import { signInThroughSso } from './support/signIn';

test('the tenants list shows seeded rows from the database and opens a detail', async ({ page }) => {
  await signInThroughSso(page, 'admin', 'admin', '/administration/tenants');
  const row = page.getByRole('row').filter({ hasText: 'Globex Banking' });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Acme Telecom' })).toBeVisible();
  await row.getByText('Globex Banking').click();
  await expect(page).toHaveURL(/\/administration\/tenants\/detail\/\d+\/overview$/);
  await expect(page.getByText('Globex Banking').first()).toBeVisible();
  await expect(page).toHaveTitle(/Switchboard$/);
});

test('a detail without a tab redirects to its overview', async ({ page }) => {
  await signInThroughSso(page, 'admin', 'admin', '/administration/tenants');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  const href = await page.getByRole('row').nth(1).getByRole('link').first().getAttribute('href');
  const detail = href!.replace(/\/overview$/, '');
  await page.goto(detail);
  await expect(page).toHaveURL(/\/detail\/\d+\/overview$/);
});
