import { expect, test } from '@playwright/test';
import { openProfileMenu } from './support/consoleSession';
import { accessTokenOf, openSignedIn } from './support/signIn';

test('the top bar, content and footer of an administrator', async ({ page, request }) => {
  await page.setViewportSize({ width: 1700, height: 900 });
  await openSignedIn(page, 'admin', '/');
  await expect(page).toHaveURL(/\/flows$/);
  await expect(page).toHaveTitle('Flows - Switchboard');

  const tabs = page.getByRole('tablist', { name: 'Sections' });
  await expect(tabs.getByRole('tab')).toHaveText(['Flows', 'Campaigns', 'Administration']);
  await expect(tabs.getByRole('tab', { name: 'Flows' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: 'Console time zone: Europe/Prague' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Profile of Ada Admin' })).toHaveText('AA');

  const footer = page.locator('footer');
  await expect(footer).toHaveText(`© ${new Date().getFullYear()} Switchboard · Release 2.0.31`);
  expect((await footer.boundingBox())?.height).toBe(60);
  const content = page.getByRole('heading', { name: 'Flows', level: 1 }).locator('..');
  expect((await content.boundingBox())?.width).toBeLessThanOrEqual(1200);

  // The bell reads the tasks of the user's tenant when opened.
  const created = await request.post('/api/home/tasks', {
    headers: { Authorization: `Bearer ${await accessTokenOf(page)}` },
    data: { name: 'Shell bell probe', description: 'listed in the popover' },
  });
  expect(created.status()).toBe(201);
  await page.getByRole('button', { name: 'Notifications' }).click();
  const popover = page.getByRole('region', { name: 'Background tasks' });
  await expect(popover.getByRole('heading', { name: 'Shell bell probe' })).toBeVisible();
  const card = popover.getByRole('listitem').filter({ hasText: 'Shell bell probe' });
  // Polled: the popover grows in with a scale transition.
  await expect.poll(async () => (await card.boundingBox())?.width).toBeCloseTo(400, 0);
  await page.keyboard.press('Escape');

  await tabs.getByRole('tab', { name: 'Administration' }).click();
  await expect(page).toHaveURL(/\/administration$/);
  await expect(page).toHaveTitle('Administration - Switchboard');
  await page
    .getByRole('list', { name: 'Administration areas' })
    .getByRole('link', { name: 'Tenants' })
    .click();
  await expect(page).toHaveURL(/\/administration\/tenants$/);
  await expect(tabs.getByRole('tab', { name: 'Administration' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveTitle('Tenants - Switchboard');

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('The page you were looking for does not exist')).toBeVisible();
});

test('tabs show only what the user may open', async ({ page }) => {
  await openSignedIn(page, 'viewer', '/flows');
  const tabs = page.getByRole('tablist', { name: 'Sections' });
  // Administration holds the audio assets, which flows' view permission lets the viewer list.
  await expect(tabs.getByRole('tab')).toHaveText(['Flows', 'Campaigns', 'Administration']);
  const menu = await openProfileMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Change password' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Switch tenant' })).toHaveCount(0);
});

test('a user without permissions gets no tabs and the not-authorized page with a way home', async ({
  page,
}) => {
  await openSignedIn(page, 'nobody', '/');
  await expect(page).toHaveURL(/\/not-authorized$/);
  await expect(page.getByRole('heading', { name: '403 - Not authorized' })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Sections' })).toHaveCount(0);
  // Initials fall back to the username when the names are empty.
  await expect(page.getByRole('button', { name: /^Profile of / })).toHaveText('N');
});

test('notifications hide after 6 seconds', async ({ page }) => {
  await openSignedIn(page, 'admin', '/flows');
  const menu = await openProfileMenu(page);
  await menu.getByRole('menuitem', { name: 'Switch tenant' }).click();
  await page.getByRole('dialog', { name: 'Switch tenant' }).getByRole('button', { name: 'Switch' }).click();
  const toast = page.getByText('Form is not valid');
  await expect(toast).toBeVisible();
  const shownAt = Date.now();
  await expect(toast).toBeHidden({ timeout: 10_000 });
  const shownFor = Date.now() - shownAt;
  expect(shownFor).toBeGreaterThan(5_000);
  expect(shownFor).toBeLessThan(8_000);
});
