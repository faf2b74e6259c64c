import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createCampaign } from './support/campaigns';
import { openSignedIn } from './support/signIn';
import { api } from './support/telephony';

// Numbers of this story only: the do-not-call list below blocks its number in every campaign of the tenant.
const number = () => `+42073${String(randomInt(10 ** 7)).padStart(7, '0')}`;

test('import contacts with a mapping: a bad number, a do-not-call number and a duplicate are refused', async ({
  page,
  request,
}) => {
  await openSignedIn(page, 'operator', '/campaigns');
  const [good, listed, other] = [number(), number(), number()];
  const list = await api<{ id: number }>(page, request, '/callbot/do-not-call-lists', {
    method: 'POST',
    data: { name: `Story opt-outs ${Date.now()}` },
  });
  await api(page, request, `/callbot/do-not-call-lists/${list.body.id}/numbers`, {
    method: 'POST',
    data: { phone: listed },
  });
  const campaign = await createCampaign(page, request, `Import wizard story ${Date.now()}`);
  await page.goto(`/campaigns/detail/${campaign.id}/contacts`);

  const csv = [
    'Cislo;Jmeno',
    `${good};Alena`,
    '601 100 002;Bad',
    `${listed};Listed`,
    `${good};Twice`,
    `${other};Eva`,
  ];
  await page.getByLabel('Import contacts (CSV or XLSX)').setInputFiles({
    name: 'contacts.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv.join('\n')),
  });

  // "Cislo" names no field: the person maps it (and the first names) and goes on to the preview.
  await page.getByRole('combobox', { name: 'Column: Cislo' }).click();
  await page.getByRole('option', { name: 'Phone' }).click();
  await page.getByRole('combobox', { name: 'Column: Jmeno' }).click();
  await page.getByRole('option', { name: 'First name' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('First 5 rows of 5. 2 rows will be refused')).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();

  const report = page.getByRole('status').filter({ hasText: 'contacts.csv' });
  await expect(report).toContainText('contacts.csv: 2 contacts imported, 3 rows refused');
  const rows = report.getByRole('table', { name: 'Refused rows' }).getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('3601 100 002phone: Value not match');
  await expect(rows.nth(2)).toContainText(`4${listed}phone: On the do-not-call list "Story opt-outs`);
  await expect(rows.nth(3)).toContainText(`5${good}phone: Duplicate of line 2`);
  for (const name of ['Alena', 'Eva']) await expect(page.getByRole('cell', { name })).toBeVisible();
  // The contacts page and search on the server.
  await page.getByPlaceholder('Search', { exact: true }).fill('Eva');
  await expect(page.getByRole('cell', { name: 'Alena' })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Eva' })).toBeVisible();

  const download = page.waitForEvent('download');
  await report.getByRole('button', { name: 'Download refused rows' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('contacts-refused.csv');
  const text = await readFile(await file.path(), 'utf8');
  expect(text).toContain(`4,'${listed},"phone: On the do-not-call list ""Story opt-outs`);
  expect(text).toContain(`5,'${good},phone: Duplicate of line 2`);
});
