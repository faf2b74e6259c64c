import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { BackgroundTask } from '../src/shared/wire/home';
import { signedIn } from './support/consoleSession';
import { accessTokenOf, openSignedIn } from './support/signIn';

/** Task API calls with the token the page holds, as the dev platform's own jobs would change tasks. */
function tasksApi(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    create: async (name: string) => {
      const response = await request.post('/api/home/tasks', { headers, data: { name, description: 'e2e' } });
      expect(response.status()).toBe(201);
      return (await response.json()) as BackgroundTask;
    },
    update: async (id: number, data: { status?: number; progress?: number }) =>
      expect((await request.patch(`/api/home/tasks/${id}`, { headers, data })).status()).toBe(200),
    remove: async (id: number) =>
      expect((await request.delete(`/api/home/tasks/${id}`, { headers })).status()).toBe(204),
  };
}

const card = (page: Page, id: number) =>
  page.getByRole('region', { name: 'Background tasks' }).locator(`li[data-task-id="${id}"]`);

async function openBell(page: Page) {
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByRole('region', { name: 'Background tasks' })).toBeVisible();
}

/** Signs the operator in and creates a task, which the badge then counts as unchecked (pushed over the hub). */
async function operatorWithTask(page: Page, request: APIRequestContext, name: string) {
  await openSignedIn(page, 'operator');
  await signedIn(page);
  const api = tasksApi(request, await accessTokenOf(page));
  const task = await api.create(name);
  await expect(page.getByTestId('task-badge')).toContainText(/^[1-9]\d*$/);
  // The bell's name says the count its badge shows (axe label-content-name-mismatch).
  const count = await page.getByTestId('task-badge').textContent();
  await expect(page.getByRole('button', { name: `Notifications, ${count} new`, exact: true })).toBeVisible();
  return { api, task };
}

test('a task created and advanced in the dev platform shows up and progresses in the bell without a reload', async ({
  page,
  request,
}) => {
  const { api, task } = await operatorWithTask(page, request, 'E2E live task');
  let navigations = 0;
  page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations++);
  await openBell(page);
  await expect(card(page, task.id)).toHaveAttribute('data-status', 'NEW');
  await expect(card(page, task.id).getByRole('heading')).toHaveText('E2E live task');

  await api.update(task.id, { status: 1, progress: 30 });
  const bar = card(page, task.id).getByRole('progressbar');
  await expect(bar).toHaveAttribute('aria-valuenow', '30');
  await api.update(task.id, { progress: 75 });
  await expect(bar).toHaveAttribute('aria-valuenow', '75');
  await api.update(task.id, { status: 2, progress: 100 });
  await expect(card(page, task.id)).toHaveAttribute('data-status', 'DONE');
  await expect(bar).toHaveCount(0);
  expect(navigations).toBe(0);
});

test('after the hub drops several times while tasks change, every task shows its final state exactly once', async ({
  page,
  request,
}) => {
  // The console reads the task overview once its live connection is up (after the first screen): the drops below
  // need a connection to drop.
  const connected = page.waitForResponse((response) => response.url().includes('/api/home/tasks?'));
  await openSignedIn(page, 'operator');
  await signedIn(page);
  await connected;
  const api = tasksApi(request, await accessTokenOf(page));
  const tasks = await Promise.all(['A', 'B', 'C', 'D'].map((name) => api.create(`Reconnect ${name}`)));
  // SQLite reuses the highest id after a delete: the deleted task is the lowest, so no later task takes its id.
  const [gone, a, b, c] = [...tasks].sort((x, y) => x.id - y.id) as [
    BackgroundTask,
    BackgroundTask,
    BackgroundTask,
    BackgroundTask,
  ];
  // Kept open throughout: opening reads the overview, so only the live feed can bring the changes below.
  await openBell(page);
  for (const task of tasks) await expect(card(page, task.id)).toHaveCount(1);

  const created: BackgroundTask[] = [];
  const rounds: ((round: number) => Promise<void>)[] = [
    async () => {
      await api.update(a.id, { status: 1, progress: 50 });
      await api.remove(gone.id);
    },
    async () => {
      await api.update(a.id, { status: 2, progress: 100 });
      await api.update(b.id, { status: 3 });
      created.push(await api.create('Reconnect E'));
    },
    async () => {
      await api.update(c.id, { status: 4 });
      await api.update(created[0]!.id, { status: 1, progress: 20 });
    },
  ];
  for (const [round, change] of rounds.entries()) {
    // After every reconnect the console reads the task overview again: that read marks "connected".
    const reread = page.waitForResponse((r) => r.url().includes('/api/home/tasks?'));
    const dropped = await request.post('/__e2e/hub/drop');
    expect(((await dropped.json()) as { dropped: number }).dropped).toBeGreaterThan(0);
    // Changed while the console waits its 2 s to reconnect: only the overview read after reconnecting has them.
    await change(round);
    await reread;
  }

  await expect(card(page, a.id)).toHaveAttribute('data-status', 'DONE');
  await expect(card(page, b.id)).toHaveAttribute('data-status', 'ERROR');
  await expect(card(page, c.id)).toHaveAttribute('data-status', 'CANCELED');
  await expect(card(page, created[0]!.id)).toHaveAttribute('data-status', 'RUNNING');
  await expect(card(page, created[0]!.id).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
  await expect(card(page, gone.id)).toHaveCount(0);
  for (const task of [a, b, c, created[0]!]) await expect(card(page, task.id)).toHaveCount(1);
  const ids = await page
    .getByRole('region', { name: 'Background tasks' })
    .locator('li[data-task-id]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-task-id')));
  expect(new Set(ids).size).toBe(ids.length);
});

test('the popover fits the window once its panel has loaded, though nothing changes after', async ({
  page,
  request,
}) => {
  const { api, task } = await operatorWithTask(page, request, 'E2E popover placement');
  // The panel's code arrives only once the popover has opened with its loading spinner and has taken the tasks
  // (the reads and updates a slow machine would have finished first).
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/NotificationPanel-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const overview = page.waitForResponse((r) => r.url().includes('/api/home/tasks?'));
  await page.getByRole('button', { name: 'Notifications' }).click();
  const popover = page.getByRole('dialog', { name: 'Background tasks' });
  await expect(popover.getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
  await overview;
  // Opening marks the listed tasks checked: the badge empties, the last change before the panel comes in.
  await expect(page.getByTestId('task-badge').locator('.MuiBadge-badge')).toHaveClass(/MuiBadge-invisible/);
  release();
  await expect(card(page, task.id)).toBeVisible();
  const box = (await popover.boundingBox())!;
  const viewport = page.viewportSize()!;
  // Placed for the spinner, the 400-wide cards reached past the window's right edge, out of reach.
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  await api.remove(task.id);
});
