import { expect, test } from '@playwright/test';
import type { ListResponse } from '../src/shared/wire/common';
import type { FlowSummary } from '../src/shared/wire/flows';
import { REVERT_TASK_MIN_NODES, type FlowVersion } from '../src/shared/wire/flowVersions';
import { copyFlow } from './support/flows';
import { openSignedIn } from './support/signIn';
import { api } from './support/telephony';
import { signedIn } from './support/consoleSession';

test('two versions of a flow compare node by node and the older one is restored as a new version', async ({
  page,
  request,
}) => {
  await openSignedIn(page, 'operator', '/flows');
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

test('reverting a large version runs as a background task whose result opens the new version', async ({
  page,
  request,
}) => {
  await openSignedIn(page, 'operator', '/flows');
  await signedIn(page);
  // A seeded flow that grew past the threshold (not the one the story above reverts: the first by versions).
  const flows = await api<ListResponse<FlowSummary>>(
    page,
    request,
    '/designer/flows?sort=version&order=DESC&pageSize=20',
  );
  let flow: FlowSummary | undefined;
  let large: FlowVersion | undefined;
  for (const candidate of flows.body.items.slice(1)) {
    const versions = await api<ListResponse<FlowVersion>>(
      page,
      request,
      `/designer/flows/${candidate.id}/versions?pageSize=100`,
    );
    large = versions.body.items.find(
      (item) => item.nodeCount > REVERT_TASK_MIN_NODES && item.version < candidate.version,
    );
    if (large) {
      flow = candidate;
      break;
    }
  }
  expect(large, 'a seeded flow with a large older version').toBeDefined();
  await page.goto(`/flows/detail/${flow!.id}/history`);
  await page.getByRole('checkbox', { name: `Select version ${large!.version}` }).check();
  await page.getByRole('checkbox', { name: `Select version ${flow!.version}` }).check();
  await page.getByRole('button', { name: `Revert to version ${large!.version}` }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/the revert runs as a background task/)).toBeVisible();

  await page.getByRole('button', { name: 'Notifications' }).click();
  const open = page
    .getByRole('region', { name: 'Background tasks' })
    .getByRole('listitem')
    .filter({ hasText: `to version ${large!.version}` })
    .getByRole('link', { name: 'Open new version' });
  await expect(open).toBeVisible({ timeout: 20_000 });
  await open.click();
  // The bell stays open over the page until dismissed.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(
    new RegExp(`/flows/detail/${flow!.id}/history\\?compare=${large!.version}-${flow!.version + 1}$`),
  );
  await expect(page.getByRole('cell', { name: `${flow!.version + 1} (Latest)` })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: `Changes from version ${large!.version} to version ${flow!.version + 1}` })
      .getByText('The two versions have the same content.'),
  ).toBeVisible();
});

test('duplicating a flow suggests a free name and opens the copy', async ({ page, request }) => {
  await openSignedIn(page, 'operator', '/flows');
  const flow = await copyFlow(page, request, `Original ${Date.now()}`);
  await page.goto(`/flows/detail/${flow.id}/overview`);
  await page.getByRole('button', { name: 'Duplicate' }).click();
  const dialog = page.getByRole('dialog');
  const name = `Copy of ${flow.name}`;
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await dialog.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/flows/detail/${flow.id}/`));
  await expect(page).toHaveURL(/\/flows\/detail\/\d+\/overview$/);
  await expect(page.getByText(name).first()).toBeVisible();
});

test('a component opens from its list with its overview, history and relations', async ({
  page,
  request,
}) => {
  await openSignedIn(page, 'operator', '/administration/components');
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
