import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { pageRegistry } from '../../src/custom-pages/pageRegistry';
import { pageTabPath } from '../../src/custom-pages/definePage';
import { detailPath, listPath, type RouteParams } from '../../src/resources/framework/resourcePaths';
import { validateResource } from '../../src/resources/defineResource';
import { resourceRegistry } from '../../src/resources/registry';
import { routedTabs } from '../../src/resources/schema/tabs';
import type { ResourceConfig } from '../../src/resources/types';
import { accessTokenOf } from './signIn';

/** One address the sweep checks, with the name a failure reports. */
export interface SweepRoute {
  path: string;
  /** Where it comes from, e.g. `lines: detail tab advanced/monitoring`. */
  origin: string;
  /** A `?dialog=` address: the dialog must be open when axe runs. */
  dialog?: boolean;
  /** The console must stay on this address (a detail tab or dialog): no redirect may hide what should be swept. */
  exact?: boolean;
}

type Row = Record<string, unknown>;

/**
 * Where the required route parameters of a list come from: a seeded record of the resource it is reached from (the
 * first row of the parent's list that `pick` accepts), as the console's own link builds them.
 */
const ROUTE_PARAMETERS: Record<
  string,
  { parent: string; pick?: (row: Row) => boolean; params: (row: Row) => RouteParams }
> = {
  // NlpDatasetLink: a dataset's name leads to its categories.
  nlpCategories: {
    parent: 'nlpDatasets',
    pick: (dataset) => Number(dataset.categoryCount) > 0,
    params: (dataset) => ({ language: String(dataset.language), datasetId: String(dataset.id) }),
  },
};

/**
 * Addresses with required parameters the sweep cannot fill, each with the reason. A new one fails the sweep until it
 * is given parameters above or a reason here: nothing is skipped silently.
 */
export const UNSWEPT_ROUTES: Record<string, string> = {};

const requiredParams = (pattern: string) =>
  pattern
    .split('/')
    .filter((part) => part.startsWith(':') && !part.endsWith('?'))
    .map((part) => part.slice(1));

/** The rows of a resource's list as its API answers them (empty when the list is not readable). */
async function listRows(
  page: Page,
  request: APIRequestContext,
  resource: ResourceConfig,
  params: RouteParams,
  pageSize: number,
): Promise<Row[]> {
  const base = resource.api.base === 'nlp' ? '/nlp' : '/api';
  const path = resource.api.list.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  const response = await request.get(`${base}${path}?page=1&pageSize=${pageSize}`, {
    headers: { Authorization: `Bearer ${await accessTokenOf(page)}` },
  });
  if (!response.ok()) return [];
  return ((await response.json()) as { items?: Row[] }).items ?? [];
}

/** The values of a resource's required route parameters, from its parent's seeded records; null when it has none. */
async function routeParams(
  page: Page,
  request: APIRequestContext,
  resource: ResourceConfig,
  resources: readonly ResourceConfig[],
): Promise<RouteParams | null> {
  if (requiredParams(resource.route).length === 0) return {};
  const source = ROUTE_PARAMETERS[resource.name];
  if (!source) {
    expect(
      UNSWEPT_ROUTES[resource.route],
      `${resource.name}: route parameters of ${resource.route} have a source in ROUTE_PARAMETERS or a reason in UNSWEPT_ROUTES`,
    ).toBeDefined();
    return null;
  }
  const parent = resources.find((item) => item.name === source.parent);
  expect(parent, `${resource.name}: its parent ${source.parent} is registered`).toBeDefined();
  const row = (await listRows(page, request, parent!, {}, 25)).find(source.pick ?? (() => true));
  expect(row, `${resource.name}: ${source.parent} has a seeded record to fill the route`).toBeDefined();
  return source.params(row!);
}

/** The list (or each named view), `?dialog=create`, every detail tab and every detail dialog of one resource. */
async function resourceRoutes(
  page: Page,
  request: APIRequestContext,
  resource: ResourceConfig,
  resources: readonly ResourceConfig[],
): Promise<SweepRoute[]> {
  const name = resource.name;
  const params = await routeParams(page, request, resource, resources);
  if (!params) return [];
  const list = listPath(resource, params);
  const routes: SweepRoute[] =
    resource.list.views.length > 0
      ? resource.list.views.map((view) => ({
          path: `${list}/${view.path}`,
          origin: `${name}: view ${view.path}`,
        }))
      : [{ path: list, origin: `${name}: list` }];
  if (resource.form.create)
    routes.push({
      path: `${list}?dialog=create`,
      origin: `${name}: create dialog`,
      dialog: true,
      exact: true,
    });
  if (resource.detail.tabs.length === 0) return routes;
  const [record] = await listRows(page, request, resource, params, 1);
  expect(record, `${name} has a seeded record to open`).toBeDefined();
  const target = { ...record!, id: record![resource.idField] as string | number };
  // A tab group's own path redirects to its first child: its children are the addresses.
  for (const { path } of routedTabs(resource.detail.tabs).filter((item) => item.tab.children.length === 0))
    routes.push({
      path: detailPath(resource, target, path, params),
      origin: `${name}: detail tab ${path}`,
      exact: true,
    });
  const dialogs = [
    ...(resource.form.edit ? ['edit'] : []),
    ...resource.actions
      .filter((action) => action.scope === 'record' && action.form.length > 0)
      .map((action) => action.name),
  ];
  for (const dialog of dialogs)
    routes.push({
      path: `${detailPath(resource, target, undefined, params)}?dialog=${dialog}`,
      origin: `${name}: ${dialog} dialog`,
      dialog: true,
      exact: true,
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

/** The pages ops declared in JSON that `/config.json` lists (the platform serves only valid ones). */
async function runtimePages(
  request: APIRequestContext,
): Promise<{ name: string; path: string; tabs?: { path: string }[] }[]> {
  const config = (await (await request.get('/config.json')).json()) as { pages?: string[] };
  return Promise.all(
    (config.pages ?? []).map(
      async (file) =>
        (await (await request.get(file)).json()) as { name: string; path: string; tabs?: { path: string }[] },
    ),
  );
}

/**
 * Embedded resources shown by a custom view rather than a related list, and where: the sweep reaches them there.
 * A new embedded resource is either a related list of a swept detail or listed here, so none goes unswept unnoticed.
 */
const EMBEDDED_SHOWN_BY: Record<string, string> = {
  ongoingCalls: 'lines: detail tab ongoing-calls/overview (ongoingCallsBoard)',
  conversationTimelines: 'conversations: detail tab timeline (ConversationTimeline)',
  flowFolders: 'flows: list (folder tree aside)',
  flowFoldersBreadcrumb: 'flows: list (folder breadcrumb)',
  flowTagOptions: 'flows: detail dialog tag (flowTagsInput)',
  campaignFolders: 'campaigns: list (folder tree aside)',
  campaignFoldersBreadcrumb: 'campaigns: list (folder breadcrumb)',
  campaignContactImports: 'campaigns: detail (contact import report)',
  campaignContactImportMappings: 'campaigns: detail tab contacts (saved mappings of the import wizard)',
  flowVersions: 'flows: detail tab history',
  flowVersionDiffs: 'flows: detail tab history (compare)',
  componentVersions: 'components: detail tab history',
  componentVersionDiffs: 'components: detail tab history (compare)',
};

/** Embedded resources have no pages of their own: each is a related list of a swept detail or shown by a view. */
function expectEmbeddedShown(resources: readonly ResourceConfig[]): void {
  const shown = resources.filter((item) => !item.embedded);
  for (const embedded of resources.filter((item) => item.embedded))
    expect(
      EMBEDDED_SHOWN_BY[embedded.name] !== undefined ||
        shown.some((item) => JSON.stringify(item.detail.tabs).includes(`"resource":"${embedded.name}"`)),
      `embedded ${embedded.name} is a related list of a swept detail or listed in EMBEDDED_SHOWN_BY`,
    ).toBe(true);
}

/**
 * Every signed-in address the registries produce: each page resource's lists, create dialog, detail tabs (of its
 * first seeded record) and detail dialogs, built-in and runtime, lists under route parameters filled from their
 * parents' records; each page entry and its tabs; not-found and not-authorized (a page entry). Embedded resources
 * are swept inside their parents' details. A new resource or page is swept without a test.
 */
export async function sweepRoutes(page: Page, request: APIRequestContext): Promise<SweepRoute[]> {
  const routes: SweepRoute[] = [];
  const resources = [...resourceRegistry, ...(await runtimeResources(request))];
  expectEmbeddedShown(resources);
  for (const resource of resources.filter((item) => !item.embedded))
    routes.push(...(await resourceRoutes(page, request, resource, resources)));
  for (const entry of pageRegistry) {
    // No page takes route parameters today; one that does needs a source like ROUTE_PARAMETERS or a reason.
    if (requiredParams(entry.path).length > 0) {
      expect(
        UNSWEPT_ROUTES[entry.path],
        `page ${entry.name}: ${entry.path} has a reason in UNSWEPT_ROUTES`,
      ).toBeDefined();
      continue;
    }
    routes.push({ path: entry.path, origin: `page ${entry.name}` });
    for (const tab of entry.tabs ?? [])
      routes.push({ path: pageTabPath(entry, tab), origin: `page ${entry.name}: tab ${tab.path}` });
  }
  for (const entry of await runtimePages(request)) {
    routes.push({ path: entry.path, origin: `runtime page ${entry.name}` });
    for (const tab of entry.tabs ?? [])
      routes.push({
        path: `${entry.path}/${tab.path}`,
        origin: `runtime page ${entry.name}: tab ${tab.path}`,
      });
  }
  routes.push({ path: '/a11y-sweep/no-such-page', origin: 'not found' });
  return routes;
}
