import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ListResponse } from '../src/shared/wire/common';
import type { FlowSummary } from '../src/shared/wire/flows';
import {
  cellsRenderedIn,
  openProfileMenu,
  recordRenderedCells,
  setCellPhase,
  signedIn,
  switchTenant,
  userInfoOf,
} from './support/consoleSession';
import { accessTokenOf, openSignedIn } from './support/signIn';

/** Names of the flows in the root folder (what `/flows` lists) in a tenant context (all pages). */
async function flowNames(page: Page, request: APIRequestContext, idTenant?: number): Promise<string[]> {
  const headers: Record<string, string> = { Authorization: `Bearer ${await accessTokenOf(page)}` };
  if (idTenant !== undefined) headers['Tenant-Context-Id'] = String(idTenant);
  const filter = encodeURIComponent(JSON.stringify({ idFolder: 0 }));
  const response = await request.get(`/api/designer/flows?page=1&pageSize=500&filter=${filter}`, { headers });
  expect(response.status()).toBe(200);
  return ((await response.json()) as ListResponse<FlowSummary>).items.map((flow) => flow.name);
}

test('switching the tenant context leaves no trace of the previous tenant; restore returns', async ({
  page,
  request,
}) => {
  await recordRenderedCells(page);
  // The live connection comes up after the first screen and then reads the tasks and the open page again, in the
  // own tenant: wait for it, so that the requests recorded below are only those made after the switch.
  const connected = page.waitForResponse((response) => response.url().includes('/api/home/tasks?'));
  await openSignedIn(page, 'admin', '/flows');
  await signedIn(page);
  await connected;
  const admin = await userInfoOf(page, request);
  const acme = admin.tenantsForContextSwitch.find((tenant) => tenant.name === 'Acme Telecom');
  expect(acme).toBeDefined();
  const ownFlows = await flowNames(page, request);
  const acmeFlows = await flowNames(page, request, acme!.id);
  const onlyOwn = ownFlows.filter((name) => !acmeFlows.includes(name));
  const onlyAcme = acmeFlows.filter((name) => !ownFlows.includes(name));
  expect(onlyOwn.length).toBeGreaterThan(0);
  expect(onlyAcme.length).toBeGreaterThan(0);

  // The own tenant's rows are on screen, and react-admin has them cached.
  await expect(page.getByRole('cell', { name: onlyOwn[0], exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Administration' }).click();
  await page.getByRole('menuitem', { name: 'Tenants' }).click();
  await expect(page.getByRole('cell', { name: 'Globex Banking', exact: true }).first()).toBeVisible();

  // From the first request in the new context on, every call carries it. (The session check every 2 s may still
  // leave in the own context while the dialog is open: that one is before the switch.)
  const contextHeaders: (string | null)[] = [];
  page.on('request', (req) => {
    if (!new URL(req.url()).pathname.startsWith('/api/')) return;
    const header = req.headers()['tenant-context-id'] ?? null;
    if (header === String(acme!.id) || contextHeaders.length > 0) contextHeaders.push(header);
  });
  await setCellPhase(page, 'acme');
  await switchTenant(page, 'Acme Telecom');

  await expect(page).toHaveURL(/\/flows$/);
  await expect(page.getByRole('cell', { name: onlyAcme[0], exact: true })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Profile of Ada Admin, working in tenant Acme Telecom' }),
  ).toBeVisible();
  await expect(page.getByTestId('tenant-context-badge').locator('.MuiBadge-dot')).not.toHaveClass(
    /MuiBadge-invisible/,
  );
  expect(await page.evaluate(() => sessionStorage.getItem('tenantContext'))).toBe(
    JSON.stringify({ id: acme!.id, name: 'Acme Telecom' }),
  );
  expect(contextHeaders.length).toBeGreaterThan(0);
  expect(new Set(contextHeaders)).toEqual(new Set([String(acme!.id)]));

  // Tenants of the previous context are gone too: only the Acme subtree is listed.
  await page.getByRole('tab', { name: 'Administration' }).click();
  await page.getByRole('menuitem', { name: 'Tenants' }).click();
  await expect(page.getByRole('cell', { name: 'Acme Retail', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Globex Banking', exact: true })).toHaveCount(0);

  const renderedInAcme = await cellsRenderedIn(page, 'acme');
  expect(renderedInAcme).toContain(onlyAcme[0]);
  for (const name of onlyOwn) expect(renderedInAcme).not.toContain(name);
  expect(renderedInAcme).not.toContain('Globex Banking');

  // Restore: back to the own tenant after a reload, badge gone.
  await setCellPhase(page, 'restored');
  const menu = await openProfileMenu(page);
  await menu.getByRole('menuitem', { name: 'Back to Switchboard' }).click();
  await expect(page.getByRole('button', { name: 'Profile of Ada Admin' })).toBeVisible();
  await expect(page.getByTestId('tenant-context-badge').locator('.MuiBadge-dot')).toHaveClass(
    /MuiBadge-invisible/,
  );
  expect(await page.evaluate(() => sessionStorage.getItem('tenantContext'))).toBeNull();
  await expect(page.getByRole('cell', { name: 'Globex Banking', exact: true }).first()).toBeVisible();
});

test('switching while on /flows reloads it in the new context', async ({ page, request }) => {
  await recordRenderedCells(page);
  await openSignedIn(page, 'admin', '/flows');
  await signedIn(page);
  const admin = await userInfoOf(page, request);
  const globex = admin.tenantsForContextSwitch.find((tenant) => tenant.name === 'Globex Banking');
  const ownFlows = await flowNames(page, request);
  const globexFlows = await flowNames(page, request, globex!.id);
  const onlyOwn = ownFlows.filter((name) => !globexFlows.includes(name));
  await expect(page.getByRole('cell', { name: onlyOwn[0], exact: true })).toBeVisible();

  const reloaded = page.waitForEvent('load');
  await setCellPhase(page, 'globex');
  await switchTenant(page, 'Globex Banking');
  await reloaded;
  await expect(page).toHaveURL(/\/flows$/);
  await expect(page.getByRole('cell', { name: globexFlows[0], exact: true }).first()).toBeVisible();
  const rendered = await cellsRenderedIn(page, 'globex');
  for (const name of onlyOwn) expect(rendered).not.toContain(name);
});

test('the tenant is required in the switch dialog', async ({ page }) => {
  await openSignedIn(page, 'admin', '/flows');
  const menu = await openProfileMenu(page);
  await menu.getByRole('menuitem', { name: 'Switch tenant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Switch tenant' });
  await expect(dialog).toBeVisible();
  expect((await dialog.boundingBox())?.width).toBeCloseTo(500, 0);
  await dialog.getByRole('button', { name: 'Switch' }).click();
  await expect(page.getByText('Form is not valid')).toBeVisible();
  await expect(dialog.getByText('Field is required')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('tenantContext'))).toBeNull();
});

test('users without tenantContextSwitching are not offered a switch', async ({ page }) => {
  await openSignedIn(page, 'operator', '/flows');
  const menu = await openProfileMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Switch tenant' })).toHaveCount(0);
});
