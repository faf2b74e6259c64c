import { expect, test } from '@playwright/test';
import { signedIn } from './support/consoleSession';
import { signInThroughSso } from './support/signIn';
import { api } from './support/telephony';
import type { ListResponse } from '../src/shared/wire/common';
import type { Tenant } from '../src/shared/wire/administration';

const TABS: [path: string, tab: string, shows: string][] = [
  ['overview', 'Overview', 'Password expiration and two-factor'],
  ['users', 'Users', 'Users'],
  ['statistics', 'Statistics', 'Calls by result'],
  ['data/knowledge-bases', 'Knowledge bases', 'Knowledge bases'],
  ['advanced/retention', 'Retention', 'Conversations (days)'],
  ['advanced/notifications', 'Notifications', 'Notification groups'],
  ['advanced/agentAssist', 'Agent assist', 'Agents at most'],
];

test('each of the seven tenant tabs opens by its address', async ({ page, request }) => {
  // Seven full page loads, each signing in again from the stored session.
  test.setTimeout(120_000);
  await signInThroughSso(page, 'admin', 'admin', '/administration/tenants');
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
  await signInThroughSso(page, 'admin', 'admin', '/administration/tenants');
  await signedIn(page);
  const tenants = await api<ListResponse<Tenant>>(page, request, '/administration/tenants?pageSize=50');
  const retail = tenants.body.items.find((tenant) => tenant.name === 'Acme Retail')!;
  await page.goto(`/administration/tenants/detail/${retail.id}/advanced/retention`);
  const recordings = page.getByLabel('Recordings (days)', { exact: true });
  await recordings.fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Number must be in range 1 - 3650')).toBeVisible();
  await recordings.fill('45');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Number must be in range 1 - 3650')).toBeHidden();
  await expect(page.getByText('Retention saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Recordings (days)', { exact: true })).toHaveValue('45');
});
