import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { detailPath, type PathConfig } from '../src/resources/framework/resourcePaths';
import { resourceRegistry } from '../src/resources/registry';
import { canAccessAll, type PermissionMap, type PermissionRequirement } from '../src/shared/permissions';
import { SEEDED_USERS, signedIn, userInfoOf } from './support/consoleSession';
import { consoleReady } from './support/a11y';
import { accessTokenOf, signInThroughSso } from './support/signIn';

/** What the matrix needs of a resource, from the registry or from a runtime JSON resource file. */
interface RouteResource {
  route: string;
  base: string;
  listPath: string;
  getPath: string;
  idField: string;
  list: PermissionRequirement[] | undefined;
  detail: PermissionRequirement[] | undefined;
  /** The list's first named view (the list's own path redirects there), if it has views. */
  firstView?: string;
  /** Resources without detail tabs (the tasks list) have no detail route. */
  hasDetail: boolean;
  /** Built-in resources with a composite key: their detail route and key (billing's `{app}/{idTenant}`). */
  paths?: PathConfig;
  /** `navigation: false` resources (demo calls of a group) have pages but no menu or guide entry. */
  inMenu?: boolean;
}

// The bell reads the user's own tasks on every page (any signed-in user may, SPEC §7): a request there is no sign
// that a page the user may not open was loaded.
const SHELL_ENDPOINTS = ['/api/home/tasks'];

/** Every resource the console serves: the built-in registry plus the JSON resources listed in /config.json. */
async function consoleResources(request: APIRequestContext): Promise<RouteResource[]> {
  // Embedded resources have no pages of their own: they are reached inside other resources' details.
  const builtIn = resourceRegistry
    .filter((resource) => !resource.embedded)
    .map<RouteResource>((resource) => ({
      // An optional route parameter (the flows' folder) is left out: the list without it, details beside it.
      route: resource.route
        .split('/')
        .filter((segment) => !segment.endsWith('?'))
        .join('/'),
      base: resource.api.base === 'nlp' ? '/nlp' : '/api',
      listPath: resource.api.list.path,
      getPath: resource.api.get.path,
      idField: resource.idField,
      list: resource.permissions.list,
      detail: resource.permissions.detail,
      firstView: resource.list.views[0]?.path,
      hasDetail: resource.detail.tabs.length > 0,
      // Composite keys name their parts in the address (billing's `{app}/{idTenant}`).
      paths: resource.key ? resource : undefined,
      inMenu: resource.navigation !== false,
    }));
  const config = (await (await request.get('/config.json')).json()) as { resources?: string[] };
  const runtime: RouteResource[] = [];
  for (const file of config.resources ?? []) {
    const json = (await (await request.get(file)).json()) as {
      route: string;
      idField?: string;
      api: { base?: string; list: { path: string }; get: { path: string } };
      permissions: { list?: PermissionRequirement[]; detail?: PermissionRequirement[] };
      detail?: unknown;
    };
    runtime.push({
      route: json.route,
      base: json.api.base === 'nlp' ? '/nlp' : '/api',
      listPath: json.api.list.path,
      getPath: json.api.get.path,
      idField: json.idField ?? 'id',
      list: json.permissions.list,
      detail: json.permissions.detail,
      hasDetail: json.detail !== undefined,
    });
  }
  return [...builtIn, ...runtime];
}

/** The first record id a list answers for this user, or '1' when the user may not list (the id does not matter). */
async function someId(page: Page, request: APIRequestContext, resource: RouteResource): Promise<string> {
  const token = await accessTokenOf(page);
  const response = await request.get(`${resource.base}${resource.listPath}?page=1&pageSize=1`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  // A composite key needs a value per part (`1~1`) to make an address at all.
  const fallback = resource.paths?.key ? resource.paths.key.map(() => '1').join('~') : '1';
  if (!response.ok()) return fallback;
  const body = (await response.json()) as { items?: Record<string, unknown>[] };
  const id = body.items?.[0]?.[resource.idField];
  return id === undefined ? fallback : String(id);
}

const allowed = (permissions: PermissionMap, requirements: PermissionRequirement[] | undefined) =>
  requirements !== undefined && canAccessAll(permissions, requirements);

/**
 * Opens `path`, in a fresh page load (a deep link) or inside the running console (a link followed there), and checks
 * the outcome and the requests the console sent meanwhile.
 */
async function deepLink(
  page: Page,
  path: string,
  expectation: { allowed: boolean; endpoint: string; fullLoad: boolean; homeAllowed: boolean },
  requests: string[],
) {
  requests.length = 0;
  // The page asks its endpoint: proof it really rendered (not a blank or redirect).
  const asked = expectation.allowed
    ? page.waitForRequest((request) => new URL(request.url()).pathname.startsWith(expectation.endpoint))
    : undefined;
  if (expectation.fullLoad) await page.goto(path);
  else
    await page.evaluate((target) => {
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  if (expectation.allowed) {
    await asked;
    await expect(page.getByRole('heading', { name: '403 - Not authorized' })).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe(path.split('?')[0]);
  } else {
    await expect(page).toHaveURL(/\/not-authorized$/);
    await expect(page.getByRole('heading', { name: '403 - Not authorized' })).toBeVisible();
    await expect(page.getByText("You don't have a permission to display this page.")).toBeVisible();
    // Home only for a user who may open it; anyone else would land here again, so is offered to sign out.
    if (expectation.homeAllowed)
      await expect(page.getByRole('link', { name: 'Click here to get back to homepage.' })).toHaveAttribute(
        'href',
        '/',
      );
    else await expect(page.getByRole('button', { name: 'Sign out to use another account' })).toBeVisible();
    // Settled as a person sees it: the address rendered and nothing loading any more.
    await consoleReady(page);
    if (!SHELL_ENDPOINTS.includes(expectation.endpoint))
      expect(requests.filter((url) => url.startsWith(expectation.endpoint))).toEqual([]);
  }
}

// `expiring` has the operator's role in the same tenant (only its password differs, which has its own story): the
// matrix would repeat the operator's row.
const MATRIX_USERS = SEEDED_USERS.filter((username) => username !== 'expiring');

for (const [userIndex, username] of MATRIX_USERS.entries()) {
  test(`${username}: every route opens or shows not-authorized as the permissions say, with no forbidden request`, async ({
    page,
    request,
  }) => {
    // Every route of every resource, some 60 addresses (a quarter of them page loads) on a shared 2-core machine.
    test.setTimeout(360_000);
    const requests: string[] = [];
    const track = (req: Request) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/nlp/')) requests.push(url.pathname);
    };
    page.on('request', track);
    const resources = await consoleResources(request);
    const tenants = resources.find((resource) => resource.route === 'administration/tenants')!;

    // The check also runs right after sign-in: a deep link through the SSO round trip.
    await signInThroughSso(page, username, username, `/${tenants.route}`);
    await signedIn(page);
    const { permissions } = await userInfoOf(page, request);
    const tenantsAllowed = allowed(permissions, tenants.list);
    const homeAllowed = allowed(
      permissions,
      resources.find((resource) => resource.route.startsWith('flows'))!.list,
    );
    await expect(page).toHaveURL(tenantsAllowed ? /\/administration\/tenants$/ : /\/not-authorized$/);

    // Every user visits the same addresses in the same order; address k is a fresh page load for exactly one user
    // (the one whose turn it is) and followed inside the console for the others: each route is deep-linked once.
    let turn = userIndex;
    const fullLoad = () => (turn += 1) % MATRIX_USERS.length === 0;
    for (const resource of resources) {
      // A list with a required route parameter (an NLP dataset's categories) has no address of its own: it is
      // reached from its parent's records, which its own stories follow.
      if (/(^|\/):\w+(\/|$)/.test(resource.route)) continue;
      const list = resource.firstView ? `/${resource.route}/${resource.firstView}` : `/${resource.route}`;
      await deepLink(
        page,
        list,
        {
          allowed: allowed(permissions, resource.list),
          endpoint: `${resource.base}${resource.listPath}`,
          fullLoad: fullLoad(),
          homeAllowed,
        },
        requests,
      );
      if (!resource.hasDetail) continue;
      const id = await someId(page, request, resource);
      const getPath = resource.getPath.replace('{id}', encodeURIComponent(id));
      await deepLink(
        page,
        resource.paths
          ? detailPath(resource.paths, id)
          : `/${resource.route}/detail/${encodeURIComponent(id)}/overview`,
        {
          allowed: allowed(permissions, resource.detail),
          endpoint: `${resource.base}${getPath}`,
          fullLoad: fullLoad(),
          homeAllowed,
        },
        requests,
      );
    }

    // Custom routes: the guide is open to everyone and lists only what the user may open.
    requests.length = 0;
    await page.goto('/administration');
    await expect(page.getByRole('heading', { name: 'Administration', level: 1 })).toBeVisible();
    const adminAreas = resources.filter(
      (resource) => resource.route.startsWith('administration/') && resource.inMenu !== false,
    );
    const openable = adminAreas.filter((resource) => allowed(permissions, resource.list));
    if (openable.length === 0) {
      await expect(page.getByText('There is no administration area you may open.')).toBeVisible();
    }
    const guide = page.getByRole('list', { name: 'Administration areas' });
    for (const resource of adminAreas) {
      await expect(guide.locator(`a[href="/${resource.route}"]`)).toHaveCount(
        allowed(permissions, resource.list) ? 1 : 0,
      );
    }
    await consoleReady(page);
    for (const resource of adminAreas.filter((area) => !allowed(permissions, area.list))) {
      if (SHELL_ENDPOINTS.includes(`${resource.base}${resource.listPath}`)) continue;
      expect(requests.filter((url) => url.startsWith(`${resource.base}${resource.listPath}`))).toEqual([]);
    }

    // The root goes to /flows, which is itself guarded.
    await page.goto('/');
    await expect(page).toHaveURL(
      allowed(permissions, [{ area: 'CallScript', action: 'view' }]) ? /\/flows$/ : /\/not-authorized$/,
    );
  });
}
