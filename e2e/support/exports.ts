import { expect, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';

/**
 * Opens the bell, waits until the export task named `taskName` is done and downloads its file through the card's
 * Download button: the way a user gets a background CSV export.
 */
export async function downloadFinishedExport(page: Page, taskName: string, timeout: number) {
  await page.getByRole('button', { name: 'Notifications' }).click();
  const region = page.getByRole('region', { name: 'Background tasks' });
  const card = region.locator('li[data-task-id]').filter({ hasText: taskName }).first();
  await expect(card).toHaveAttribute('data-status', 'DONE', { timeout });
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  const text = await readFile((await download.path())!, 'utf8');
  return { card, fileName: download.suggestedFilename(), text };
}
