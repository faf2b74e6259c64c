import { expect, test } from '@playwright/test';
import { openSignedIn } from './support/signIn';

test('the three suspicious-entity screens list their lines, fraud with its risk level, and open a line', async ({
  page,
}) => {
  await openSignedIn(page, 'admin', '/administration/suspicious-entities');
  await expect(page).toHaveURL(/\/administration\/suspicious-entities\/lines-without-monitoring$/);
  await expect(page.getByRole('tab', { name: 'Lines without monitoring', selected: true })).toBeVisible();
  await expect(page.getByRole('row')).not.toHaveCount(1);

  await page.getByRole('tab', { name: 'Lines without billing' }).click();
  await expect(page).toHaveURL(/\/lines-without-billing$/);
  await expect(page).toHaveTitle('Lines without billing - Switchboard');
  await expect(page.getByRole('row')).not.toHaveCount(1);

  await page.getByRole('tab', { name: 'Lines with fraud' }).click();
  await expect(page).toHaveURL(/\/lines-with-fraud$/);
  for (const level of ['Low', 'Medium', 'High'])
    await expect(page.getByRole('cell', { name: level }).first()).toBeVisible();
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/administration\/lines\/detail\/\d+\/overview$/);
});

test('suspicious entities need their own permission', async ({ page }) => {
  await openSignedIn(page, 'viewer', '/administration/suspicious-entities/lines-with-fraud');
  await expect(page).toHaveURL(/\/not-authorized$/);
});
