import { expect, test, type Page } from '@playwright/test';
import type { DialLog } from '../src/resources/dial-logs/dialLogWire';
import type { ListResponse } from '../src/shared/wire/common';
import { signedIn } from './support/consoleSession';
import { accessTokenOf, openSignedIn } from './support/signIn';
import { api } from './support/telephony';

/** What has the keyboard focus: its role and name, whether it shows it, and whether it sits in a hidden drawing. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      name: element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '',
      visible: !!element?.matches(':focus-visible'),
      inHiddenDrawing: !!element?.closest('[aria-hidden="true"]'),
    };
  });

/** Presses `key` until `done` holds (at most `limit` times); the focus stops nowhere it cannot leave. */
async function pressUntil(
  page: Page,
  key: string,
  done: () => Promise<boolean>,
  limit = 30,
): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press(key);
    if (await done()) return presses;
  }
  throw new Error(`${key} ${limit} times did not get there`);
}

test('Tab enters and leaves the recording player and the timeline, with a visible focus', async ({
  page,
  request,
}) => {
  await openSignedIn(page, 'admin', '/administration/lines');
  await signedIn(page);
  const logs = await api<ListResponse<DialLog>>(page, request, '/calls-management/dial-logs?pageSize=50');
  const log = logs.body.items.find((item) => item.guid)!;
  await page.goto(`/administration/conversation-details/${log.guid}/timeline`);
  const player = page.getByLabel('Recording', { exact: true });
  await expect(player).toHaveAttribute('src', /^blob:/);
  const full = page.getByRole('switch', { name: 'Include linked conversations' });

  // In: from the selected tab, Tab reaches the player; out: Tab goes through its controls and on to the switch.
  await page.getByRole('tab', { name: 'Timeline', selected: true }).focus();
  await pressUntil(page, 'Tab', async () => (await focused(page)).tag === 'audio');
  await pressUntil(page, 'Tab', async () => (await focused(page)).tag !== 'audio', 10);
  await expect(full).toBeFocused();
  expect((await focused(page)).visible).toBe(true);
  // Back: Shift+Tab goes into the player again and out on its other side.
  await pressUntil(page, 'Shift+Tab', async () => (await focused(page)).tag === 'audio', 3);
  await pressUntil(page, 'Shift+Tab', async () => (await focused(page)).tag !== 'audio', 10);
  await expect(player).not.toBeFocused();

  // The events: each a Tab stop showing its focus (the theme's outline), and the last Tab leaves the list.
  const seeks = page.locator('li[data-event-key] > button');
  const count = await seeks.count();
  expect(count).toBeGreaterThan(1);
  await seeks.first().focus();
  await page.keyboard.press('Tab');
  await expect(seeks.nth(1)).toBeFocused();
  await expect(seeks.nth(1)).toHaveClass(/Mui-focusVisible/);
  await expect(seeks.nth(1)).toHaveCSS('outline-style', 'solid');
  await seeks.last().focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('li[data-event-key]'))).toBe(false);
});

test('Tab passes a chart without stopping in its drawing and reaches its table', async ({ page }) => {
  await openSignedIn(page, 'admin', '/administration/billing');
  await signedIn(page);
  await expect(page).toHaveURL(/\/administration\/billing\/\w+\/\d+\/overview$/);
  const showTable = page.getByRole('button', { name: 'Show as table' }).first();
  await expect(showTable).toBeVisible();
  await page.getByRole('button', { name: 'Last month' }).focus();
  const stops: Awaited<ReturnType<typeof focused>>[] = [];
  await pressUntil(page, 'Tab', async () => {
    stops.push(await focused(page));
    return showTable.evaluate((button) => button === document.activeElement);
  });
  // Nothing inside the drawing (hidden from screen readers, the table is its alternative) takes the focus.
  expect(stops.filter((stop) => stop.inHiddenDrawing)).toEqual([]);
  expect(stops.at(-1)!.visible).toBe(true);
  await page.keyboard.press('Enter');
  await expect(showTable).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('table').first()).toBeVisible();
  // Out again both ways.
  await page.keyboard.press('Tab');
  expect((await focused(page)).inHiddenDrawing).toBe(false);
  await expect(showTable).not.toBeFocused();
  await showTable.focus();
  await page.keyboard.press('Shift+Tab');
  expect((await focused(page)).inHiddenDrawing).toBe(false);
  await expect(showTable).not.toBeFocused();
});

test('a live list update is announced politely and leaves the focus where it was', async ({
  page,
  request,
}) => {
  const connected = page.waitForResponse((response) => response.url().includes('/api/home/tasks?'));
  await openSignedIn(page, 'admin', '/administration/tags');
  await signedIn(page);
  await connected;
  const search = page.getByRole('textbox', { name: 'Search' });
  await search.focus();
  const created = await request.post('/api/assets/tags', {
    headers: { Authorization: `Bearer ${await accessTokenOf(page)}` },
    data: { name: `Aaa announced ${Date.now()}`, colour: '#336699' },
  });
  expect(created.status()).toBe(201);
  const status = page.locator('[role="status"][aria-live="polite"]', { hasText: 'Tags updated' });
  await expect(status).toHaveCount(1);
  await expect(search).toBeFocused();
});
