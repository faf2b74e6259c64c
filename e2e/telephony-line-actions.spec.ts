import { expect, test } from '@playwright/test';
import { openSignedIn } from './support/signIn';
import { api, createLine } from './support/telephony';

test('disabling a line asks first and then offers to enable it', async ({ page, request }) => {
  await openSignedIn(page, 'admin', '/administration/lines');
  const line = await createLine(page, request, `State story ${Date.now()}`);
  await page.goto(`/administration/lines/detail/${line.id}/overview`);
  await expect(page.getByRole('button', { name: 'Enable' })).toBeHidden();
  await page.getByRole('button', { name: 'Disable' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('button', { name: 'Enable' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Disable' })).toBeHidden();
  expect(
    (await api<{ enabled: boolean }>(page, request, `/administration/lines/${line.id}`)).body.enabled,
  ).toBe(false);
});

test('a line is removed only after its name is typed', async ({ page, request }) => {
  await openSignedIn(page, 'admin', '/administration/lines');
  const line = await createLine(page, request, `Removal story ${Date.now()}`);
  await page.goto(`/administration/lines/detail/${line.id}/overview`);
  await page.getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Type the line name to confirm')).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  const typed = dialog.getByRole('textbox', { name: `Type "${line.name}" to confirm` });
  await typed.fill(line.name.slice(0, -1));
  await expect(confirm).toBeDisabled();
  await typed.fill(line.name);
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page).toHaveURL(/\/administration\/lines$/);
  // SQLite hands a removed line's id to the next line another worker creates: the removed line is gone when its id
  // answers 404 or names another line.
  const after = await api<{ name?: string }>(page, request, `/administration/lines/${line.id}`);
  expect(after.status === 404 ? null : after.body.name).not.toBe(line.name);
});
