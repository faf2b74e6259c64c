import { expect, test } from '@playwright/test';
import type { BotDeployModule } from '../src/shared/wire/botDeploy';
import type { ListResponse } from '../src/shared/wire/common';
import { signedIn } from './support/consoleSession';
import { accessTokenOf, openSignedIn } from './support/signIn';

test('deploy a module on its server and follow the task until the module runs the new version', async ({
  page,
  request,
}) => {
  test.slow();
  await openSignedIn(page, 'admin', '/administration/bot-deploy');
  await signedIn(page);
  // The bare area address opens the overview's first tab; the three tabs are real addresses.
  await expect(page).toHaveURL(/\/administration\/bot-deploy\/overview\/modules$/);
  // The page's heading only: the tab's list adds no title of its own to it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bot deploy');
  await page.getByRole('tab', { name: 'Servers' }).click();
  await expect(page).toHaveURL(/\/overview\/servers$/);
  await expect(page.getByRole('columnheader', { name: 'Region' })).toBeVisible();

  // A module on an online server that is not being deployed (seeded states vary).
  const token = await accessTokenOf(page);
  const modules = (await (
    await request.get('/api/bot-deploy/modules?pageSize=100', {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as ListResponse<BotDeployModule>;
  const module = modules.items.find((item) => item.serverStatus === 'online' && item.status !== 'deploying')!;
  await page.goto(
    `/administration/bot-deploy/module/detail/${encodeURIComponent(module.name)}/${encodeURIComponent(module.server)}`,
  );
  await expect(page.getByText(module.server).first()).toBeVisible();

  await page.getByRole('button', { name: 'Deploy' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Version' }).fill('9.9.9');
  await dialog.getByRole('button', { name: 'Deploy' }).click();
  await expect(page.getByText('Deployment started: follow it in the tasks')).toBeVisible();

  // The bell follows the task to its end.
  await page.getByRole('button', { name: 'Notifications' }).click();
  const tasks = page.getByRole('region', { name: 'Background tasks' });
  const card = tasks
    .locator('[data-status]')
    .filter({ hasText: `Deploy ${module.name} 9.9.9 on ${module.server}` });
  await expect(card).toHaveAttribute('data-status', 'DONE', { timeout: 30_000 });
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByText('9.9.9')).toBeVisible();
  await expect(page.getByText('Running').first()).toBeVisible();
});
