import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './support/signIn';
import { createLine } from './support/telephony';

/** Opens the line's edit dialog and types a name, without saving. */
async function editName(page: Page, lineId: number, name: string) {
  await page.goto(`/administration/lines/detail/${lineId}/overview`);
  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  return dialog;
}

test('two administrators edit one line: each sees the other editing, the second save shows the other values, and both resolutions work', async ({
  browser,
  request,
}) => {
  const mine = await (await browser.newContext()).newPage();
  const theirs = await (await browser.newContext()).newPage();
  await openSignedIn(mine, 'operator', '/administration/lines');
  await openSignedIn(theirs, 'admin', '/administration/lines');
  const line = await createLine(mine, request, `Conflict story ${Date.now()}`);

  for (const [round, resolution] of [
    [1, 'Take all theirs'],
    [2, 'Keep all mine'],
  ] as const) {
    const dialog = await editName(mine, line.id, `${line.name} mine ${round}`);
    const other = await editName(theirs, line.id, `${line.name} theirs ${round}`);
    // Each sees who else has the line open for edit: the first told live, the second on opening.
    if (round === 1) {
      await expect(dialog.getByText('Being edited by Ada Admin')).toBeVisible();
      await expect(other.getByText('Being edited by Oscar Operator')).toBeVisible();
    }
    await other.getByRole('button', { name: 'Save' }).click();
    await expect(other).toBeHidden();

    await dialog.getByRole('button', { name: 'Save' }).click();
    const conflict = dialog.getByRole('alert').filter({ hasText: 'Someone else changed this record' });
    await expect(conflict).toBeVisible();
    const row = conflict.getByRole('row', { name: /Name/ });
    await expect(row.getByRole('cell').nth(0)).toHaveText(`${line.name} mine ${round}`);
    await expect(row.getByRole('cell').nth(1)).toHaveText(`${line.name} theirs ${round}`);
    await conflict.getByRole('button', { name: resolution }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const kept = round === 1 ? `${line.name} theirs ${round}` : `${line.name} mine ${round}`;
    await expect(mine.getByRole('heading', { name: kept })).toBeVisible();
  }
  await mine.context().close();
  await theirs.context().close();
});
