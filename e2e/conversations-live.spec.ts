import { expect, test } from '@playwright/test';
import type { BackgroundTask } from '../src/shared/wire/home';
import { openSignedIn } from './support/signIn';
import { api, createLine } from './support/telephony';

test('an ongoing call appears, changes and disappears on a line without a reload', async ({
  page,
  request,
}) => {
  await openSignedIn(page, 'admin', '/administration/lines');
  const line = await createLine(page, request, `Live calls story ${Date.now()}`);
  await page.goto(`/administration/lines/detail/${line.id}/ongoing-calls/overview`);
  await expect(page.getByText('No calls in progress on this line')).toBeVisible();
  let navigations = 0;
  page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations++);

  const started = await api<BackgroundTask>(page, request, `/administration/lines/${line.id}/test-call`, {
    method: 'POST',
    data: {},
  });
  expect(started.status).toBe(202);
  const row = page.locator('tr[data-guid]');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-state', 'talking');
  await expect(row.getByRole('cell', { name: '+15550000000' })).toBeVisible();
  await expect(row).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText('No calls in progress on this line')).toBeVisible();
  expect(navigations).toBe(0);
});

test("a flow's test call runs as a task and its conversation opens from the bell", async ({
  page,
  request,
}) => {
  await openSignedIn(page, 'admin', '/flows');
  // The call plays the flow's own path at a step a second: a seeded flow whose path is short (6 steps).
  const short = 'Invoice explanation - EN';
  const found = await api<{ items: { id: number; name: string }[] }>(
    page,
    request,
    `/designer/flows?filter=${encodeURIComponent(JSON.stringify({ q: short }))}`,
  );
  const flow = found.body.items.find((item) => item.name === short)!;
  await page.goto(`/flows/detail/${flow.id}/overview`);
  await expect(page.getByRole('heading', { name: short })).toBeVisible();
  await page.getByRole('button', { name: 'Test call' }).click();
  await page.getByLabel('Phone number', { exact: true }).fill('+420777123456');
  await page.getByRole('dialog').getByRole('button', { name: 'Test call' }).click();

  await page.getByRole('button', { name: 'Notifications' }).click();
  const bell = page.getByRole('region', { name: 'Background tasks' });
  const card = bell
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /^Test call: / }) });
  const open = card.first().getByRole('link', { name: 'Open conversation' });
  await expect(open).toBeVisible({ timeout: 20_000 });
  await open.click();
  await expect(page).toHaveURL(/\/administration\/conversation-details\/[0-9a-f-]+\/timeline$/);
  await expect(page.locator('li[data-event-type="HANGUP"]')).toBeVisible();
  await expect(page.locator('li[data-event-type="START"]')).toContainText('+420777123456');
});
