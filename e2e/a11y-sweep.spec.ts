import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import { consoleReady, openInConsole, seriousViolations, WCAG_TAGS } from './support/a11y';
import { sweepRoutes } from './support/a11yRoutes';
import { signedIn } from './support/consoleSession';
import { signInThroughSso } from './support/signIn';

/** One signed-in console page per worker: the sweep navigates inside it instead of reloading the console. */
const test = base.extend<object, { consolePage: Page }>({
  consolePage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      await signInThroughSso(page, 'admin', 'admin', '/administration');
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

test('the SSO sign-in page passes axe (WCAG 2.2 AA)', async ({ page }) => {
  await page.goto('/administration');
  await expect(page).toHaveTitle(/Sign in/);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
  const serious = results.violations.filter(
    (item) => item.impact === 'serious' || item.impact === 'critical',
  );
  expect(
    serious.map((item) => `sign-in: ${item.id} ${item.nodes.map((node) => node.target.join(' '))}`),
  ).toEqual([]);
});
