import { expect, test, type APIRequestContext } from '@playwright/test';
import type { DialModule } from '../src/resources/dial-modules/dialModuleWire';
import type { Line } from '../src/resources/lines/lineWire';
import { openSignedIn } from './support/signIn';
import { api } from './support/telephony';

// Calls are driven step by step through the platform's test hooks (E2E_HOOKS), never random traffic.
const hook = async (request: APIRequestContext, path: string, data: unknown = {}) =>
  (await request.post(`/__e2e${path}`, { data })).json() as Promise<{ guid: string }>;

test('the wallboard follows calls live, a breach warns once; supervisors and restarts change the calls', async ({
  page,
  request,
}) => {
  await openSignedIn(page, 'admin', '/administration/operations');
  const name = `Wallboard story ${Date.now()}`;
  // A module and line of the admin's own tenant, whose bell and notifications the breach reaches.
  const module = await api<DialModule>(page, request, '/administration/modules', {
    method: 'POST',
    data: { name, providerKind: 2, endpointType: 'SIPClient', host: 'sip.wallboard.test' },
  });
  const phoneNumber = `+4219${String(Date.now()).slice(-8)}`;
  const line = (
    await api<Line>(page, request, `/administration/modules/${module.body.id}/lines`, {
      method: 'POST',
      data: { name, phoneNumber },
    })
  ).body;
  // A mark in the window: it survives only if the page is never reloaded.
  await page.evaluate(() => Object.assign(window, { wallboardStory: true }));

  await page.getByRole('textbox', { name: 'Filter by name' }).fill(name);
  const row = page.locator(`tr[data-row="line-${line.id}"]`);
  await expect(row.locator('[data-figure="inProgress"]')).toHaveText('0');

  const { guid } = await hook(request, `/lines/${line.id}/calls`);
  await expect(row.locator('[data-figure="waiting"]')).toHaveText('1');
  await hook(request, `/calls/${guid}/answer`);
  await expect(row.locator('[data-figure="waiting"]')).toHaveText('0');
  await expect(row.locator('[data-figure="answered"]')).toHaveText('1 / 1');
  await expect(row).toHaveAttribute('data-status', 'ok');

  // An abandoned call takes the line to 50 % against its 80 % target.
  const abandoned = await hook(request, `/lines/${line.id}/calls`);
  await hook(request, `/calls/${abandoned.guid}/end`, { result: -1 });
  await expect(row).toHaveAttribute('data-status', 'breach');
  await expect(row.getByText('Breach', { exact: true })).toBeVisible();
  await expect(row.getByText('50% answered within 20 s')).toBeVisible();
  await expect(row.getByText(/^Breach since /)).toBeVisible();
  await page.getByRole('button', { name: /Notifications/ }).click();
  const bell = page.getByRole('region', { name: 'Background tasks' });
  await expect(bell.getByRole('heading', { name: `Service level breach: ${name}` })).toHaveCount(1);
  await page.keyboard.press('Escape');
  expect(await page.evaluate(() => 'wallboardStory' in window)).toBe(true);

  // Listen, then barge (confirmed): the call's participants and timeline change.
  await page.goto(`/administration/lines/detail/${line.id}/ongoing-calls/overview`);
  const call = page.locator(`tr[data-guid="${guid}"]`);
  await call.getByRole('button', { name: 'Listen' }).click();
  await expect(call.locator('[data-participants]')).toHaveText('admin (listening)');
  await call.getByRole('button', { name: 'Barge in' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(call.locator('[data-participants]')).toHaveText('admin (barged in)');

  // Restarting the line drops its call live.
  await page.getByRole('button', { name: 'Restart' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.locator('tr[data-guid]')).toHaveCount(0);
  await expect(page.getByText('No calls in progress on this line')).toBeVisible();

  await page.goto(`/administration/conversation-details/${guid}/timeline`);
  const agent = page.locator('li[data-event-type="AGENT"]');
  await expect(agent.filter({ hasText: 'Supervisor admin is listening (silent)' })).toBeVisible();
  await expect(agent.filter({ hasText: 'Supervisor admin barged into the call' })).toBeVisible();
  await expect(page.locator('li[data-event-type="HANGUP"]')).toContainText('the line restarted');
});
