import { expect, test } from '@playwright/test';
import { signedIn } from './support/consoleSession';
import { openSignedIn } from './support/signIn';

test('compare grammars with the remote instance, promote two differing items, see them become identical', async ({
  page,
  baseURL,
}) => {
  const remote = `${baseURL}/instances/staging`;
  await openSignedIn(page, 'admin', '/administration/instance-overview');
  await signedIn(page);
  // Both instances are listed; the remote one is reachable over HTTP with its own key.
  const row = page.getByRole('row').filter({ hasText: 'Staging' });
  await expect(row).toContainText(remote);
  await expect(row).toContainText('2.0.30');
  await row.click();
  // SPEC §2: the detail's tabs are the three comparisons, grammars first.
  await expect(page).toHaveURL(
    `/administration/instance-overview/detail/${encodeURIComponent(remote)}/grammars`,
  );
  await expect(page.getByRole('tab', { name: 'Grammars', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Comparison with Staging' })).toBeVisible();
  for (const label of ['identical', 'only on this instance', 'only on remote instance', 'different'])
    await expect(
      page
        .getByRole('cell')
        .filter({ hasText: new RegExp(`^${label}$`) })
        .first(),
    ).toBeVisible();

  // Only the differing ones, with a side-by-side diff.
  await page.getByRole('combobox', { name: 'Result' }).click();
  await page.getByRole('option', { name: 'different' }).click();
  const rows = page
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox') })
    .filter({ hasText: 'different' });
  const names = [
    (await rows.nth(0).getByRole('cell').nth(1).textContent())!,
    (await rows.nth(1).getByRole('cell').nth(1).textContent())!,
  ];
  await page.getByRole('button', { name: `Show the differences of ${names[0]}` }).click();
  await expect(page.getByRole('table', { name: 'This instance / Remote instance' })).toContainText(
    'edited on staging',
  );

  for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await page.getByRole('button', { name: 'Promote to remote instance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Promote to Staging?' });
  const overwritten = dialog.getByRole('list', { name: 'Will be overwritten' });
  for (const name of names) await expect(overwritten).toContainText(name);
  await dialog.getByRole('button', { name: 'Synchronise' }).click();
  await expect(page.getByText('Synchronisation finished; the comparison is up to date.')).toBeVisible();

  // Refreshed: the two are no longer different, and show as identical.
  for (const name of names) await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Result' }).click();
  await page.getByRole('option', { name: 'identical' }).click();
  for (const name of names) await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
});
