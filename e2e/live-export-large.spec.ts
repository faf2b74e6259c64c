import { expect, test } from '@playwright/test';
import { signedIn } from './support/consoleSession';
import { downloadFinishedExport } from './support/exports';
import { openSignedIn } from './support/signIn';

// Runs on the large-seed platform (SEED_SCALE=34: ~102,000 dial logs), see playwright.config.ts.
test('a CSV export of 100,000+ rows runs as a task and its file downloads', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, 'admin', '/administration/tasks');
  await signedIn(page);
  await page.getByRole('button', { name: 'Export CSV: Dial logs' }).click();
  await expect(page.getByText('The export runs as a background task: follow it in the bell.')).toBeVisible();
  // The tasks page lists it live too.
  await expect(page.getByRole('row', { name: /CSV export: dial-logs/ })).toBeVisible();

  const { card, fileName, text } = await downloadFinishedExport(page, 'CSV export: dial-logs', 90_000);
  expect(fileName).toMatch(/^dial-logs-\d+\.csv$/);
  const lines = text.split('\r\n').filter(Boolean);
  // The dial logs list's own columns and translated headers.
  expect(lines[0]).toBe('\uFEFFStarted,Caller,Called number,Result,Duration,Process,Line,Conversation');
  expect(lines.length - 1).toBeGreaterThanOrEqual(100_000);
  await expect(card).toContainText(`${lines.length - 1} rows`);
});
