import { expect, test } from '@playwright/test';
import type { DialLog } from '../src/resources/dial-logs/dialLogWire';
import type { ListResponse } from '../src/shared/wire/common';
import { signedIn } from './support/consoleSession';
import { openSignedIn } from './support/signIn';
import { api } from './support/telephony';

const TESTING = 3;

test('a dial log opens its conversation; tabs switch by address; clicking an event seeks the recording', async ({
  page,
  request,
}) => {
  await openSignedIn(page, 'admin', '/administration/lines');
  await signedIn(page);
  const logs = await api<ListResponse<DialLog>>(page, request, '/calls-management/dial-logs?pageSize=50');
  const log = logs.body.items.find((item) => item.guid && item.idLine)!;
  await page.goto(`/administration/lines/detail/${log.idLine}/dialLogs`);
  await page.getByRole('link', { name: log.guid! }).click();
  const details = `/administration/conversation-details/${log.guid}`;
  await expect(page).toHaveURL(`${details}/timeline`);
  await expect(page.getByRole('tab', { name: 'Timeline', selected: true })).toBeVisible();

  // The player is in sync with the timeline: a click on an event seeks to it and marks it as the current one.
  const player = page.getByLabel('Recording', { exact: true });
  await expect(player).toHaveAttribute('src', /^blob:/);
  const events = page.locator('li[data-event-key]');
  const last = events.last();
  await expect(last).toHaveAttribute('data-event-type', 'HANGUP');
  await last.getByRole('button').click();
  await expect(last).toHaveAttribute('aria-current', 'time');
  await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime)).toBeGreaterThan(0);
  await events.first().getByRole('button').click();
  await expect(events.first()).toHaveAttribute('aria-current', 'time');
  await expect(last).not.toHaveAttribute('aria-current', 'time');

  for (const [tab, content] of [
    ['data', page.getByRole('cell', { name: 'customerId' })],
    ['source', page.getByText('Flow version content')],
    ['errors', page.getByRole('tab', { name: 'Errors', selected: true })],
  ] as const) {
    await page.goto(`${details}/${tab}`);
    await expect(content).toBeVisible();
  }
  await page.goto(`${details}?fullConversations=true`);
  await expect(page).toHaveURL(`${details}/timeline?fullConversations=true`);
  await expect(page.getByRole('switch', { name: 'Include linked conversations' })).toBeChecked();
});

test('an old link naming the call by its numeric id moves to the guid route, keeping the tab', async ({
  page,
  request,
}) => {
  await openSignedIn(page, 'admin', '/administration/lines');
  await signedIn(page);
  const logs = await api<ListResponse<DialLog>>(page, request, '/calls-management/dial-logs?pageSize=50');
  // A seeded call (its data has a customerId), not a test call another story may have made since (process kind
  // TESTING, whose data has none).
  const log = logs.body.items.find((item) => item.guid && item.processKind !== TESTING)!;
  await page.goto(`/administration/conversation-details/${log.id}/data`);
  await expect(page).toHaveURL(`/administration/conversation-details/${log.guid}/data`);
  await expect(page.getByRole('cell', { name: 'customerId' })).toBeVisible();
});

test('an unknown conversation stays at its address with the SPEC §8 error', async ({ page }) => {
  await openSignedIn(
    page,
    'admin',
    '/administration/conversation-details/00000000-0000-4000-8000-000000000000/timeline',
  );
  await expect(page.getByText('Error (404) - Conversation not found').first()).toBeVisible();
  await expect(page).toHaveURL(
    /\/administration\/conversation-details\/00000000-0000-4000-8000-000000000000\/timeline$/,
  );
});
