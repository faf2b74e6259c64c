import { expect, test } from '@playwright/test';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { labelsResource } from '../tests/support/configDirCopy';
import { openSignedIn } from './support/signIn';

// Issue 30: ops drop a JSON file into the platform's configuration directory (playwright.config.ts gives the console
// platform a copy of config/); no restart, no rebuild.
const file = join(process.env.E2E_CONFIG_DIR ?? '', 'resources', 'e2e-stickers.json');

test.afterEach(() => rmSync(file, { force: true }));

test('a JSON file dropped into the configuration directory appears after a reload and goes when removed', async ({
  page,
}) => {
  test.skip(!process.env.E2E_CONFIG_DIR, 'the console platform has no configuration directory of its own');
  await openSignedIn(page, 'admin', '/administration');
  const areas = page.getByRole('list', { name: 'Administration areas' });
  await expect(areas.getByRole('link', { name: 'Tags' })).toBeVisible();
  await expect(areas.getByRole('link', { name: 'Stickers' })).toHaveCount(0);

  writeFileSync(file, JSON.stringify(labelsResource('Sticker |||| Stickers')));
  await page.reload();
  await areas.getByRole('link', { name: 'Stickers' }).click();
  await expect(page).toHaveURL(/\/administration\/labels$/);
  await expect(page).toHaveTitle('Stickers - Switchboard');
  await expect(page.getByText(/^1-\d+ of \d+$/)).toBeVisible();
  const firstName = page.getByRole('row').nth(1).getByRole('cell').first();
  const name = (await firstName.textContent()) ?? '';
  await firstName.click();
  await expect(page).toHaveURL(/\/administration\/labels\/detail\/\d+\/overview$/);
  await expect(page.locator('dd[data-field="name"]')).toHaveText(name);

  rmSync(file);
  await page.goto('/administration');
  await expect(areas.getByRole('link', { name: 'Tags' })).toBeVisible();
  await expect(areas.getByRole('link', { name: 'Stickers' })).toHaveCount(0);
});
