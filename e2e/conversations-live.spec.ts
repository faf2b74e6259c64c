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
