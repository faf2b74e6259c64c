import { expect, test } from '@playwright/test';
import { signedIn } from './support/consoleSession';
import { openSignedIn } from './support/signIn';
import { api } from './support/telephony';
import type { ListResponse } from '../src/shared/wire/common';
import type { Tenant } from '../src/shared/wire/administration';

const TABS: [path: string, tab: string, shows: string][] = [
  ['overview', 'Overview', 'Password expiration and two-factor'],
  ['users', 'Users', 'Users'],
  ['statistics', 'Statistics', 'Calls by result'],
  ['data/knowledge-bases', 'Knowledge bases', 'Knowledge bases'],
  ['advanced/retention', 'Retention', 'Keep conversations'],
  ['advanced/notifications', 'Notifications', 'Notification groups'],
  ['advanced/agentAssist', 'Agent assist', 'Agents at most'],
];

test('each of the seven tenant tabs opens by its address', async ({ page, request }) => {
  // Seven full page loads, each signing in again from the stored session.
  test.setTimeout(120_000);
  await openSignedIn(page, 'admin', '/administration/tenants');
  await signedIn(page);
  const tenants = await api<ListResponse<Tenant>>(page, request, '/administration/tenants?pageSize=50');
  const acme = tenants.body.items.find((tenant) => tenant.name === 'Acme Telecom')!;
  for (const [path, tab, shows] of TABS) {
    await page.goto(`/administration/tenants/detail/${acme.id}/${path}`);
    await expect(page.getByRole('tab', { name: tab, selected: true }), path).toBeVisible();
    await expect(page.getByText(shows, { exact: true }).first(), path).toBeVisible();
  }
  await page.goto(`/administration/tenants/detail/${acme.id}/advanced`);
  await expect(page).toHaveURL(new RegExp(`/detail/${acme.id}/advanced/retention$`));
});

test('a changed retention period is saved', async ({ page, request }) => {
  await openSignedIn(page, 'admin', '/administration/tenants');
  await signedIn(page);
  const tenants = await api<ListResponse<Tenant>>(page, request, '/administration/tenants?pageSize=50');
  const retail = tenants.body.items.find((tenant) => tenant.name === 'Acme Retail')!;
  await page.goto(`/administration/tenants/detail/${retail.id}/advanced/retention`);
  const recordings = page.getByLabel('Keep recordings', { exact: true });
  await recordings.fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Number must be in range 1 - 3650')).toBeVisible();
  await recordings.fill('45');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Number must be in range 1 - 3650')).toBeHidden();
  await expect(page.getByText('Retention saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Keep recordings', { exact: true })).toHaveValue('45');
});

test('tariffs and fees from billing, a fee and a notification group edited in place', async ({
  page,
  request,
}) => {
  await openSignedIn(page, 'admin', '/administration/tenants');
  await signedIn(page);
  const tenants = await api<ListResponse<Tenant>>(page, request, '/administration/tenants?pageSize=50');
  const acme = tenants.body.items.find((tenant) => tenant.name === 'Acme Telecom')!;
  await page.goto(`/administration/tenants/detail/${acme.id}/overview`);
  const tariffs = page.getByRole('region', { name: 'Tariffs and line tariffs' });
  // The overview loads five lists and three records at once: slow on a busy machine.
  await expect(tariffs.getByRole('row').nth(1)).toContainText(/US\$\d+\.\d\d/, { timeout: 30_000 });
  const fees = page.getByRole('region', { name: 'Fees' });
  const fee = fees.getByRole('row', { name: /Speech analytics add-on/ });
  await fee.getByRole('button', { name: 'Change' }).click();
  const change = page.getByRole('dialog', { name: 'Change' });
  await expect(change.getByLabel(/^Amount/)).toHaveValue('300.00');
  await change.getByLabel(/^Amount/).fill('310.00');
  await change.getByRole('button', { name: 'Change' }).click();
  await expect(fee).toContainText('US$310.00');

  await page.goto(`/administration/tenants/detail/${acme.id}/advanced/notifications`);
  const group = page.getByRole('region', { name: 'Notification groups' }).getByRole('row').nth(1);
  const name = (await group.getByRole('cell').first().textContent())?.trim() ?? '';
  await group.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit' });
  await expect(edit.getByLabel(/^Name/)).toHaveValue(name);
  await edit.getByLabel(/^Name/).fill(`${name} (night)`);
  await edit.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('cell', { name: `${name} (night)` })).toBeVisible();
});
