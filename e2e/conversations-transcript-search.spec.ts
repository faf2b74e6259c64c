import { expect, test } from '@playwright/test';
import { signedIn } from './support/consoleSession';
import { openSignedIn } from './support/signIn';

test('a word said in a call finds its conversation, highlighted; its Debug tab opens the live diagnostics', async ({
  page,
}) => {
  await openSignedIn(page, 'admin', '/administration/conversation-details');
  await signedIn(page);
  await page.getByPlaceholder('Search').fill('invoice');
  const word = page.locator('mark', { hasText: /^invoice$/i }).first();
  await expect(word).toBeVisible();
  await expect(page).toHaveURL(/invoice/);
  await word.click();
  await expect(page).toHaveURL(/\/administration\/conversation-details\/[0-9a-f-]{36}\/timeline/);
  await expect(page.locator('li[data-event-key]', { hasText: /invoice/i }).first()).toBeVisible();

  await page.getByRole('tab', { name: 'Debug' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Live: new events appear as they happen' }),
  ).toBeVisible();
});
