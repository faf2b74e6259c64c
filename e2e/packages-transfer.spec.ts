import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import type { ListResponse } from '../src/shared/wire/common';
import { signedIn, switchTenant, userInfoOf } from './support/consoleSession';
import { accessTokenOf, openSignedIn } from './support/signIn';

test('create a package from a flow in one tenant and install it into another; a foreign file is refused', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const started = Date.now() - 1000;
  await openSignedIn(page, 'operator', '/administration/package-manager/create');
  await signedIn(page);
  await page.getByRole('textbox', { name: 'Package name' }).fill('E2E bundle');
  await page.getByRole('combobox', { name: 'Flows' }).click();
  const option = page.getByRole('option').first();
  const flow = (await option.textContent())!;
  await option.click();
  await page.keyboard.press('Escape');
  const contents = page.getByRole('region', { name: 'Contents with dependencies' });
  await expect(contents.getByText(flow, { exact: true })).toBeVisible();
  await expect(contents.getByText('Language', { exact: true })).toBeVisible(); // its language, a dependency

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Create and download' }).click();
  const file = await (await download).path();
  const content = await readFile(file, 'utf8');
  expect(JSON.parse(content)).toMatchObject({
    format: 'switchboard-package',
    version: 1,
    name: 'E2E bundle',
  });

  // The administrator installs it into Globex Banking.
  const other = await (await browser.newContext()).newPage();
  await openSignedIn(other, 'admin', '/flows');
  await signedIn(other);
  await switchTenant(other, 'Globex Banking');
  await expect(other).toHaveURL(/\/flows$/);
  const globex = (await userInfoOf(other, request)).tenantsForContextSwitch.find(
    (tenant) => tenant.name === 'Globex Banking',
  )!;
  await other.goto('/administration/package-manager/install');
  const input = other.getByLabel('Package file');

  await input.setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"hello":1}'),
  });
  await expect(other.getByText('This file is not a Switchboard package')).toBeVisible();
  await expect(other.getByRole('button', { name: 'Install' })).toHaveCount(0);

  await input.setInputFiles({
    name: 'e2e-bundle.json',
    mimeType: 'application/json',
    buffer: Buffer.from(content),
  });
  const preview = other.getByRole('region', { name: /What installing E2E bundle \(version 1\) changes/ });
  await expect(preview.getByRole('row').filter({ hasText: flow })).toBeVisible();
  // A checksum proves integrity, not authorship: the preview says so (issue 31.2).
  await expect(preview.getByText(/checksum matched: .* not who created it/)).toBeVisible();
  // Seeded tenants share flow names: an existing one is replaced only after confirmation.
  const confirm = preview.getByRole('checkbox');
  if ((await confirm.count()) > 0) await confirm.check();
  await preview.getByRole('button', { name: 'Install' }).click();
  await expect(other.getByText(/^Installed: \d+ added, \d+ replaced$/)).toBeVisible({ timeout: 30_000 });
  // The flow is in Globex now (a replaced one keeps its folder, so look it up by name), changed just now.
  const token = await accessTokenOf(other);
  const found = await request.get(
    `/api/designer/flows?filter=${encodeURIComponent(JSON.stringify({ q: flow }))}&sort=modified&order=DESC`,
    { headers: { Authorization: `Bearer ${token}`, 'Tenant-Context-Id': String(globex.id) } },
  );
  const newest = ((await found.json()) as ListResponse<{ name: string; modified: string }>).items[0]!;
  expect(newest.name).toBe(flow);
  expect(Date.parse(newest.modified)).toBeGreaterThanOrEqual(started);
});
