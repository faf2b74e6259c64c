import { expect, test } from '@playwright/test';
import type { ListResponse } from '../src/shared/wire/common';
import type { FlowSummary } from '../src/shared/wire/flows';
import { copyFlow } from './support/flows';
import { signInThroughSso } from './support/signIn';
import { api } from './support/telephony';
import { signedIn } from './support/consoleSession';

test('two versions of a flow compare node by node and the older one is restored as a new version', async ({
  page,
  request,
}) => {
  await signInThroughSso(page, 'operator', 'operator', '/flows');
  await signedIn(page);
  // Only this story changes flow histories, so a seeded flow with several versions is its own.
  const flows = await api<ListResponse<FlowSummary>>(
    page,
    request,
    '/designer/flows?sort=version&order=DESC&pageSize=1',
  );
  const flow = flows.body.items[0]!;
  const latest = flow.version;

  await page.goto(`/flows/detail/${flow.id}/history`);
  await page.getByRole('checkbox', { name: 'Select version 1' }).check();
  await page.getByRole('checkbox', { name: `Select version ${latest}` }).check();
  const changes = page.getByRole('region', { name: `Changes from version 1 to version ${latest}` });
  await expect(changes.getByText(/\d+ added, \d+ removed, \d+ changed/)).toBeVisible();
  await expect(changes.getByRole('region', { name: 'Nodes' })).toBeVisible();

  await changes.getByRole('button', { name: 'Revert to version 1' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`Reverted: version ${latest + 1} created`)).toBeVisible();
  await expect(page.getByRole('cell', { name: `${latest + 1} (Latest)` })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Reverted to version 1' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: `Changes from version 1 to version ${latest + 1}` })
      .getByText('The two versions have the same content.'),
  ).toBeVisible();
});

test('duplicating a flow asks for a name and opens the copy', async ({ page, request }) => {
  await signInThroughSso(page, 'operator', 'operator', '/flows');
  const flow = await copyFlow(page, request, `Original ${Date.now()}`);
  await page.goto(`/flows/detail/${flow.id}/overview`);
  await page.getByRole('button', { name: 'Duplicate' }).click();
  const dialog = page.getByRole('dialog');
  const name = `Duplicate of ${flow.name}`;
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/flows/detail/${flow.id}/`));
  await expect(page).toHaveURL(/\/flows\/detail\/\d+\/overview$/);
  await expect(page.getByText(name).first()).toBeVisible();
});

test('a component opens from its list with its overview, history and relations', async ({
  page,
  request,
}) => {
  await signInThroughSso(page, 'operator', 'operator', '/administration/components');
  await signedIn(page);
  const components = await api<ListResponse<FlowSummary>>(page, request, '/designer/components?pageSize=1');
  const component = components.body.items[0]!;
  await page.getByRole('cell', { name: component.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/administration/components/detail/${component.id}/overview$`));
  await expect(page.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('checkbox', { name: 'Select version 1' })).toBeVisible();
  await page.getByRole('tab', { name: 'Relations' }).click();
  await expect(page).toHaveURL(/\/relations$/);
  await expect(page.getByRole('region', { name: 'Used in flows' })).toBeVisible();
});
