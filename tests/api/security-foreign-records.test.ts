import { sampleFlow } from '../../src/shared/flow/flowFixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRouteAt } from '../../dev-platform/api/listRoutes';
import type { Platform } from '../../dev-platform/platform';
import { startTestPlatform } from '../support/testPlatform';
import { userWithRole } from './hubDelivery';
import { sessionFor, tenantIdOf, type Session } from './session';

/** Collections without tenants: every tenant reads the same records, so none is foreign. */
const SHARED = new Set([
  '/api/administration/languages',
  '/api/bot-deploy/modules',
  '/api/bot-deploy/servers',
  '/api/bot-deploy/configurations',
  '/api/administration/instances',
  // Public on purpose: the sign-in page, before any tenant is known, loads its theme's images.
  '/api/home/theme-assets',
  // Kept in memory for minutes, keyed by tenant (exports.ts, tts.ts answer another tenant's 404 like a missing one);
  // there is no stored record of another tenant to walk with.
  '/api/home/exports',
  '/api/administration/tts/audio',
]);

/** Foreign records of collections without a list route, from the database (`?` is the foreign tenant). */
const BY_QUERY: Record<string, string> = {
  '/api/home/tasks': 'SELECT id FROM task WHERE id_tenant = ?',
  '/api/designer/folders': "SELECT id FROM folder WHERE id_tenant = ? AND kind = 'flow'",
  '/api/callbot/campaign-folders': "SELECT id FROM folder WHERE id_tenant = ? AND kind = 'campaign'",
  '/api/calls-management/conversations/guid-to-id': 'SELECT guid FROM conversation WHERE id_tenant = ?',
  '/api/calls-management/conversations/id-to-guid':
    'SELECT d.id FROM dial_log d JOIN conversation c ON c.guid = d.guid WHERE c.id_tenant = ?',
  '/api/agent-assist/tenants': 'SELECT id FROM tenant WHERE id = ?',
  '/api/designer/flow-tags': 'SELECT id FROM tag WHERE id_tenant = ?',
  '/api/tenant-value-storage/tenants': 'SELECT id FROM tenant WHERE id = ?',
  '/api/administration/packages': 'SELECT id FROM package_file WHERE id_tenant = ?',
  // Interactive test calls live in memory; beforeAll starts one in the other tenant.
  '/api/designer/test-calls':
    "SELECT guid FROM conversation WHERE id_tenant = ? AND json_extract(data, '$.interactive') ORDER BY started DESC",
  '/nlp/categories':
    "SELECT d.language || '~' || d.id || '~' || c.name FROM nlp_category c JOIN nlp_dataset d ON d.id = c.id_dataset WHERE d.id_tenant = ?",
};

let platform: Platform;
let caller: Session;
let globexAdmin: Session;
let globex: number;

beforeAll(async () => {
  platform = await startTestPlatform();
  const admin = await sessionFor(platform, 'admin');
  globex = tenantIdOf(platform, 'Globex Banking');
  // Every permission, in one tenant: only the tenant scope stands between it and another tenant's records.
  caller = await userWithRole(platform, admin, 'Acme Telecom', 'Administrators', 4);
  globexAdmin = admin;
  const flow = platform.db
    .prepare('SELECT id FROM call_script WHERE id_tenant = ? AND is_component = 0 LIMIT 1')
    .pluck()
    .get(globex);
  const started = await admin.call(`/api/designer/flows/${flow}/interactive-test-call`, {
    method: 'POST',
    body: { content: sampleFlow() },
    tenant: globex,
  });
  if (started.status !== 201) throw new Error(`the test call answered ${started.status}`);
});
afterAll(async () => platform?.close());

const paramsOf = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
const prefixOf = (url: string) => url.slice(0, url.indexOf('/:'));

/** Values for a route's parameters naming one record of another tenant (the first item of its list there). */
async function foreignValues(url: string): Promise<Record<string, string> | undefined> {
  const prefix = prefixOf(url);
  const params = paramsOf(url);
  if (prefix in BY_QUERY) {
    const value = platform.db.prepare(BY_QUERY[prefix]!).pluck().get(globex) as string | number | undefined;
    return value === undefined ? undefined : { [params[0]!]: String(value) };
  }
  if (!listRouteAt(platform.app, prefix)) return undefined;
  const list = await globexAdmin.call(`${prefix}?pageSize=1`, { tenant: globex });
  const item = (list.body as { items?: Record<string, unknown>[] }).items?.[0];
  if (!item) return undefined;
  const key = item.id ?? item.guid ?? item.name ?? item.key;
  const values: Record<string, string> = { [params[0]!]: String(key) };
  // A dataset is addressed by its language and id.
  if (params[0] === 'language')
    Object.assign(values, { language: String(item.language), datasetId: String(item.id) });
  return values;
}

/** The same parameters naming nothing at all. */
const missingValues = (values: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      /^[0-9a-f-]{36}$/.test(value)
        ? '00000000-0000-4000-8000-000000000000'
        : /\d/.test(value)
          ? value.replace(/\d+/g, '987654321')
          : `${value}-missing`,
    ]),
  );

const fill = (url: string, values: Record<string, string>) =>
  url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? '1'));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Status and body, the record's own parameter values blanked in the message (it may name what was asked for). */
async function answer(method: string, url: string, values: Record<string, string>) {
  const response = await caller.call(fill(url, values), {
    method,
    body: method === 'GET' || method === 'DELETE' ? undefined : {},
  });
  const body = response.body as { error?: unknown } | null;
  let error = typeof body?.error === 'string' ? body.error : undefined;
  for (const value of Object.values(values))
    error = error?.replace(new RegExp(`(?<![\\w-])${escape(value)}(?![\\w-])`, 'g'), '<id>');
  return JSON.stringify({ status: response.status, body: error === undefined ? body : { ...body, error } });
}

describe('foreign records do not exist (issue 31.8)', () => {
  it("answers another tenant's record exactly like a missing one, on every route with an id", async () => {
    const walked: string[] = [];
    const unreached: string[] = [];
    const different: string[] = [];
    for (const route of platform.apiRoutes.filter((item) => item.url.includes('/:'))) {
      const name = `${route.method} ${route.url}`;
      if (SHARED.has(prefixOf(route.url))) continue;
      const foreign = await foreignValues(route.url);
      if (!foreign) {
        unreached.push(name);
        continue;
      }
      walked.push(name);
      const missing = missingValues(foreign);
      const asForeign = await answer(route.method, route.url, foreign);
      const asMissing = await answer(route.method, route.url, missing);
      if (!/"status":4\d\d/.test(asMissing) || asForeign !== asMissing)
        different.push(`${name}: foreign ${asForeign}, missing ${asMissing}`);
    }
    expect(unreached).toEqual([]);
    expect(walked.length).toBeGreaterThan(150);
    expect(different).toEqual([]);
  });
});
