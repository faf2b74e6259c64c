import { expect, test } from '@playwright/test';
import { createCampaign } from './support/campaigns';
import { openSignedIn } from './support/signIn';

test('import contacts from a CSV file with two bad rows and read the report', async ({ page, request }) => {
  await openSignedIn(page, 'operator', '/campaigns');
  const campaign = await createCampaign(page, request, `Import story ${Date.now()}`);
  await page.goto(`/campaigns/detail/${campaign.id}/contacts`);

  const csv = [
    'phone,firstname,lastname',
    '+420601100001,Alena,Kovar',
    '601 100 002,Bad,Number',
    '+420601100003,Cyril,Dvorak',
    ',No,Phone',
    '+420601100005,Eva,Svoboda',
  ].join('\n');
  await page.getByLabel('Import contacts from CSV').setInputFiles({
    name: 'contacts.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });

  const report = page.getByRole('status').filter({ hasText: 'contacts.csv' });
  await expect(report).toContainText('contacts.csv: 3 contacts imported, 2 rows refused');
  const rows = report.getByRole('table', { name: 'Refused rows' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('3601 100 002phone: Value not match');
  await expect(rows.nth(2)).toContainText('5phone: Field is required');
  for (const name of ['Alena', 'Cyril', 'Eva']) await expect(page.getByRole('cell', { name })).toBeVisible();

  // The contacts page and search on the server.
  await page.getByPlaceholder('Search', { exact: true }).fill('Cyril');
  await expect(page.getByRole('cell', { name: 'Eva' })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Cyril' })).toBeVisible();
});
