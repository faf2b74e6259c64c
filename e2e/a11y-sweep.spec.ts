import { expect, test as base, type Page } from '@playwright/test';
import { consoleReady, openInConsole, seriousViolations } from './support/a11y';
import { sweepRoutes } from './support/a11yRoutes';
import { signedIn } from './support/consoleSession';
import { openSignedIn } from './support/signIn';

/** One signed-in console page per worker: the sweep navigates inside it instead of reloading the console. */
const test = base.extend<object, { consolePage: Page }>({
  consolePage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      await openSignedIn(page, 'admin', '/administration');
      await signedIn(page);
      await consoleReady(page);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

// The shards share the routes between the CI's two workers.
test.describe.configure({ mode: 'parallel' });
const SHARDS = 6;

for (let shard = 0; shard < SHARDS; shard += 1) {
  test(`every registry route passes axe (WCAG 2.2 AA), part ${shard + 1} of ${SHARDS}`, async ({
    consolePage: page,
    request,
  }) => {
    test.setTimeout(240_000);
    const routes = (await sweepRoutes(page, request)).filter((_, index) => index % SHARDS === shard);
    test.info().annotations.push({ type: 'routes', description: String(routes.length) });
    for (const route of routes) {
      await openInConsole(page, route.path);
      if (route.exact) {
        const url = new URL(page.url());
        expect.soft(`${url.pathname}${url.search}`, `${route.origin} stays on its address`).toBe(route.path);
      }
      if (route.dialog)
        await expect.soft(page.getByRole('dialog').first(), `${route.origin} is open`).toBeVisible();
      const found = await seriousViolations(page, route.origin);
      // Soft: every route is checked and reported, not only the first failing one.
      expect.soft(found, found.join('\n')).toEqual([]);
    }
  });
}

test('dialogs and menus without an address pass axe: the bell, the profile menu, switch tenant, a confirmation', async ({
  consolePage: page,
}) => {
  const found: string[] = [];
  const sweep = async (origin: string) => found.push(...(await seriousViolations(page, origin)));
  await openInConsole(page, '/administration/lines');
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByRole('dialog', { name: 'Background tasks' })).toBeVisible();
  await sweep('the bell');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /^Profile of / }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await sweep('the profile menu');
  await page.getByRole('menuitem', { name: 'Switch tenant' }).click();
  await expect(page.getByRole('dialog', { name: 'Switch tenant' })).toBeVisible();
  await sweep('the switch tenant dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.locator('tbody tr').first().click();
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await sweep('the removal confirmation');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(found, found.join('\n')).toEqual([]);
});

/** A tenant theme whose colours are far too light for text on the page (1.2:1 and 1.6:1 on white). */
const LIGHT_THEME = { title: 'Pale', colors: { primary: '#ffeb3b', secondary: '#8fd3ff' } };
const LIGHT_SAMPLE = 12;

test('a tenant with very light colours still passes axe: its text falls back to readable colours', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  // Theme preview (SPEC §4): this browser alone shows the theme, the platform's saved theme stays as it is.
  await context.addInitScript((theme) => {
    localStorage.setItem('themeConfiguration', theme);
    localStorage.setItem('themePreviewMode', 'true');
  }, JSON.stringify(LIGHT_THEME));
  const page = await context.newPage();
  await openSignedIn(page, 'admin', '/administration');
  await signedIn(page);
  await consoleReady(page);
  await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(255, 235, 59)');
  // Every few routes of the sweep: lists, details with their tabs, dialogs and pages, spread over the registry.
  const routes = await sweepRoutes(page, request);
  const step = Math.max(1, Math.floor(routes.length / LIGHT_SAMPLE));
  for (const route of routes.filter((_, index) => index % step === 0)) {
    await openInConsole(page, route.path);
    const found = await seriousViolations(page, `light theme, ${route.origin}`);
    expect.soft(found, found.join('\n')).toEqual([]);
  }
  await context.close();
});

test('the SSO sign-in page passes axe (WCAG 2.2 AA)', async ({ page }) => {
  await page.goto('/administration');
  await expect(page).toHaveTitle(/Sign in/);
  expect(await seriousViolations(page, 'sign-in')).toEqual([]);
});
