import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { signedIn } from './support/consoleSession';
import { signInThroughSso } from './support/signIn';

// Runs on the large-seed platform (SEED_SCALE=34: ~102,000 dial logs), see playwright.config.ts.
test('a CSV export of 100,000+ rows runs as a task and its file downloads', async ({ page }) => {
  test.setTimeout(120_000);
  await signInThroughSso(page, 'admin', 'admin', '/administration/tasks');
  await signedIn(page);
  await page.getByRole('button', { name: 'Export dial logs as CSV' }).click();
  await expect(page.getByText('The export runs as a background task: follow it in the bell.')).toBeVisible();
  // The tasks page lists it live too.
  await expect(page.getByRole('row', { name: /CSV export: dial-logs/ })).toBeVisible();

  await page.getByRole('button', { name: 'Notifications' }).click();
  const region = page.getByRole('region', { name: 'Background tasks' });
  const card = region.locator('li[data-task-id]').filter({ hasText: 'CSV export: dial-logs' }).first();
  await expect(card).toHaveAttribute('data-status', 'DONE', { timeout: 90_000 });
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^dial-logs-\d+\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
  const lines = text.split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('\uFEFFStart,Line,Campaign,Flow,Caller,Callee,Duration,Result');
  expect(lines.length - 1).toBeGreaterThanOrEqual(100_000);
  await expect(card).toContainText(`${lines.length - 1} rows`);
});
