import { expect, test } from '@playwright/test';
import type { Tag } from '../src/shared/wire/flows';
import { signedIn } from './support/consoleSession';
import { accessTokenOf, openSignedIn } from './support/signIn';

test('a list open in two browsers updates in the second when the first edits a record', async ({
  browser,
  request,
}) => {
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  for (const page of [first, second]) {
    // The console reads the task overview once its live connection is up: from then on no change is missed.
    const connected = page.waitForResponse((response) => response.url().includes('/api/home/tasks?'));
    await openSignedIn(page, 'operator', '/administration/tags');
    await signedIn(page);
    await connected;
  }
  const token = await accessTokenOf(first);
  // Sorted by name: 'Aaa' keeps it on the first page.
  const name = `Aaa live tag ${Date.now()}`;
  const created = await request.post('/api/assets/tags', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, colour: '#336699' },
  });
  expect(created.status()).toBe(201);
  const tag = (await created.json()) as Tag;
  const table = (page: typeof first) => page.getByRole('table').first();
  // Both lists pick up the new tag without a reload.
  await expect(table(second).getByText(name)).toBeVisible();
  await expect(table(first).getByText(name)).toBeVisible();

  // The first browser renames it through its own session.
  const renamed = `${name} renamed`;
  const status = await first.evaluate(
    async ({ id, name, token }) =>
      (
        await fetch(`/api/assets/tags/${id}`, {
          method: 'PUT',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ name }),
        })
      ).status,
    { id: tag.id, name: renamed, token },
  );
  expect(status).toBe(200);
  await expect(table(second).getByText(renamed)).toBeVisible();
  await first.context().close();
  await second.context().close();
});
