import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { pageRegistry } from '../../src/custom-pages/pageRegistry';
import { pageTabPath } from '../../src/custom-pages/definePage';
import { detailPath, listPath } from '../../src/resources/framework/resourcePaths';
import { validateResource } from '../../src/resources/defineResource';
import { resourceRegistry } from '../../src/resources/registry';
import { routedTabs } from '../../src/resources/schema/tabs';
import type { ResourceConfig } from '../../src/resources/types';
import { accessTokenOf } from './signIn';

/** The WCAG 2.2 AA rule set of the sweep (axe tags). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One address the sweep checks, with the name a failure reports. */
export interface SweepRoute {
  path: string;
  /** Where it comes from, e.g. `lines: detail tab advanced/monitoring`. */
  origin: string;
}

/** A resource's first record as its list answers it (null when the list is empty or not readable). */
async function firstRecord(
  page: Page,
  request: APIRequestContext,
  resource: ResourceConfig,
): Promise<Record<string, unknown> | null> {
  const base = resource.api.base === 'nlp' ? '/nlp' : '/api';
  const response = await request.get(`${base}${resource.api.list.path}?page=1&pageSize=1`, {
    headers: { Authorization: `Bearer ${await accessTokenOf(page)}` },
  });
  if (!response.ok()) return null;
  const body = (await response.json()) as { items?: Record<string, unknown>[] };
  return body.items?.[0] ?? null;
}

/** The list (or each named view), `?dialog=create`, every detail tab and every detail dialog of one resource. */
async function resourceRoutes(
  page: Page,
  request: APIRequestContext,
  resource: ResourceConfig,
): Promise<SweepRoute[]> {
  const name = resource.name;
  // A list under required route parameters (an NLP dataset's categories) has no address of its own to start from;
  // its screens are reached from the parent's records and are not swept yet.
  if (resource.route.split('/').some((part) => part.startsWith(':') && !part.endsWith('?'))) return [];
  const list = listPath(resource);
  const routes: SweepRoute[] =
    resource.list.views.length > 0
      ? resource.list.views.map((view) => ({
          path: `${list}/${view.path}`,
          origin: `${name}: view ${view.path}`,
        }))
      : [{ path: list, origin: `${name}: list` }];
  if (resource.form.create) routes.push({ path: `${list}?dialog=create`, origin: `${name}: create dialog` });
  if (resource.detail.tabs.length === 0) return routes;
  const record = await firstRecord(page, request, resource);
  expect(record, `${name} has a seeded record to open`).not.toBeNull();
  const target = { ...record!, id: record![resource.idField] as string | number };
  // A tab group's own path redirects to its first child: its children are the addresses.
  for (const { path } of routedTabs(resource.detail.tabs).filter((item) => item.tab.children.length === 0))
    routes.push({ path: detailPath(resource, target, path), origin: `${name}: detail tab ${path}` });
  const dialogs = [
    ...(resource.form.edit ? ['edit'] : []),
    ...resource.actions
      .filter((action) => action.scope === 'record' && action.form.length > 0)
      .map((action) => action.name),
  ];
  for (const dialog of dialogs)
    routes.push({
      path: `${detailPath(resource, target)}?dialog=${dialog}`,
      origin: `${name}: ${dialog} dialog`,
    });
  return routes;
}

/** The runtime JSON resources `/config.json` lists, completed by the one resource schema as the console does. */
async function runtimeResources(request: APIRequestContext): Promise<ResourceConfig[]> {
  const config = (await (await request.get('/config.json')).json()) as { resources?: string[] };
  const resources: ResourceConfig[] = [];
  for (const file of config.resources ?? []) {
    const result = validateResource(await (await request.get(file)).json());
    if (result.ok) resources.push(result.config);
  }
  return resources;
}

/**
 * Every signed-in address the registries produce: each page resource's lists, create dialog, detail tabs (of its
 * first seeded record) and detail dialogs, built-in and runtime; each page entry and its tabs; not-found. Embedded
 * resources have no pages of their own (they are swept inside their parents' details). A new resource or page is
 * swept without a test.
 */
export async function sweepRoutes(page: Page, request: APIRequestContext): Promise<SweepRoute[]> {
  const routes: SweepRoute[] = [];
  const resources = [...resourceRegistry, ...(await runtimeResources(request))];
  for (const resource of resources.filter((item) => !item.embedded))
    routes.push(...(await resourceRoutes(page, request, resource)));
  for (const entry of pageRegistry) {
    if (entry.path.includes(':')) continue;
    routes.push({ path: entry.path, origin: `page ${entry.name}` });
    for (const tab of entry.tabs ?? [])
      routes.push({ path: pageTabPath(entry, tab), origin: `page ${entry.name}: tab ${tab.path}` });
  }
  routes.push({ path: '/a11y-sweep/no-such-page', origin: 'not found' });
  return routes;
}

/**
 * Opens `path` inside the running console without reloading it (react-router follows `popstate`), so one signed-in
 * page serves the whole sweep, then waits for the page to be ready: the address rendered, nothing loading (the
 * content's `aria-busy`), no indeterminate progress indicator, for a few frames in a row.
 */
export async function openInConsole(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await consoleReady(page);
}

/**
 * Waits until the console has settled on the current address (redirects included): the content shows the address,
 * nothing loads, no indeterminate progress indicator, for a few frames in a row.
 */
export async function consoleReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const w = window as unknown as { a11yStable?: { key: string; frames: number } };
      const key = window.location.pathname + window.location.search;
      const content = document.querySelector('[data-console-location]');
      const ready =
        content?.getAttribute('data-console-location') === key &&
        content.getAttribute('aria-busy') === 'false' &&
        document.querySelectorAll('[role="progressbar"]:not([aria-valuenow])').length === 0;
      if (!ready || w.a11yStable?.key !== key) {
        w.a11yStable = { key, frames: 0 };
        return false;
      }
      w.a11yStable.frames += 1;
      // Stable for several frames: effects that start loading after the first render have had their chance.
      return w.a11yStable.frames >= 3;
    },
    undefined,
    { polling: 'raf', timeout: 20_000 },
  );
}

/**
 * Serious or critical violations of the WCAG 2.2 AA rules on the current page: one line per rule with the route,
 * the rule, how many elements fail and the first few targets with axe's reason.
 */
export async function seriousViolations(page: Page, origin: string): Promise<string[]> {
  // Legacy mode runs axe inside the page: no blank helper page per analysis (the console has no iframes to merge).
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
  const url = new URL(page.url());
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')} (${node.failureSummary?.split('\n')[1]?.trim() ?? ''})`);
      return `${origin} ${url.pathname}${url.search}: ${violation.id} [${violation.impact}] ×${violation.nodes.length}: ${targets.join('; ')}`;
    });
}
