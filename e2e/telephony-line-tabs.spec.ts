import { expect, test } from '@playwright/test';
import { openSignedIn } from './support/signIn';
import { createLine } from './support/telephony';

test("a line's advanced tab lands on monitoring, and a changed monitoring setting is saved", async ({
  page,
  request,
}) => {
  await openSignedIn(page, 'admin', '/administration/lines');
  const line = await createLine(page, request, `Monitoring story ${Date.now()}`);
  await page.goto(`/administration/lines/detail/${line.id}/overview`);
  await expect(page.getByRole('heading', { name: line.name })).toBeVisible();

  await page.getByRole('tab', { name: 'Advanced' }).click();
  await expect(page).toHaveURL(new RegExp(`/administration/lines/detail/${line.id}/advanced/monitoring$`));
  await expect(page.getByRole('tab', { name: 'Monitoring', selected: true })).toBeVisible();

  const email = page.getByLabel('Alert e-mail', { exact: true });
  await email.fill('not-an-address');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Invalid email format')).toBeVisible();
  await email.fill('noc@acme.example');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Invalid email format')).toBeHidden();

  await page.reload();
  await expect(page.getByLabel('Alert e-mail', { exact: true })).toHaveValue('noc@acme.example');
});

test('deep links open the children of tab groups and hide the queue without its permission', async ({
  page,
}) => {
  await openSignedIn(page, 'admin', '/administration/lines');
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/administration\/lines\/detail\/\d+\/overview$/);
  const detail = page.url().replace(/\/overview$/, '');
  await page.goto(`${detail}/ongoing-calls`);
  await expect(page).toHaveURL(`${detail}/ongoing-calls/overview`);
  await page.goto(`${detail}/advanced/queue`);
  await expect(page.getByRole('tab', { name: 'Queue', selected: true })).toBeVisible();
  await expect(page.getByLabel('Queue size', { exact: true })).toBeVisible();
});
