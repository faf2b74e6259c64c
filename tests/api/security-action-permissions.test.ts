import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardedRoute } from '../../dev-platform/api/accessGuard';
import { servedResources } from '../../dev-platform/api/resourceRules';
import { PERMISSION_AREAS } from '../../dev-platform/db/seed/areas';
import type { Platform } from '../../dev-platform/platform';
import { CAMPAIGN_TRANSITIONS, WorkStatus } from '../../src/shared/campaignRules';
import { startTestPlatform } from '../support/testPlatform';
import { userWithRole } from './hubDelivery';
import { sessionFor, tenantIdOf, type Session } from './session';

/** A view-level action reads: `view`, `viewdataset`, `moduleview` … */
const isViewAction = (action: string) => /^view|view$/i.test(action);

/**
 * State-changing methods that only read, or whose declared view action is a baseline with the real one checked
 * inside (each with the reason); everything else must declare a manage-level action of its area.
 */
const VIEW_LEVEL_ALLOWED: Record<string, string> = {
  'POST /api/callbot/campaigns/:id/contacts/export': 'starts an export of a list the caller may read',
  'POST /nlp/models/:id/test': 'classifies a text with a model, stores nothing',
  'POST /api/callbot/campaigns/:id/status':
    "checks the transition's own action (edit, approve, control) inside",
};

/**
 * State-changing routes guarded by sign-in alone, each with its rule: the caller's own data (the user comes from the
 * token, never from the request; another user's record answers 404), or no permission of its own because it checks
 * the permission of what it reads inside.
 */
const SIGNED_IN_ONLY: Record<string, 'own data' | 'checked inside'> = {
  'PUT /api/profile': 'own data',
  'POST /api/profile/password': 'own data',
  'POST /api/profile/two-factor/enrolment': 'own data',
  'POST /api/profile/two-factor': 'own data',
  // Ends the caller's other sessions only (profileSessions.ts).
  'POST /api/profile/sessions/end-others': 'own data',
  'PUT /api/home/user-preferences': 'own data',
  'POST /api/home/tasks': 'own data',
  'PATCH /api/home/tasks/:id': 'own data',
  'DELETE /api/home/tasks/:id': 'own data',
  // The export of a list needs that list's read permission (exports.ts assertMayRead).
  'POST /api/home/exports': 'checked inside',
  // Edit presence needs the record's own read, asked as the caller (presenceRoutes.ts); it changes no record.
  'POST /api/presence/editing': 'checked inside',
};

let platform: Platform;
let viewer: Session & { idUser: number };
let acme: number;

/** Every state-changing route guarded by an area permission. */
const changing = () =>
  platform.apiRoutes.filter(
    (route): route is GuardedRoute & { access: { area: string; action: string } } =>
      route.method !== 'GET' && 'area' in route.access,
  );
const key = (route: GuardedRoute) => `${route.method} ${route.url}`;

beforeAll(async () => {
  platform = await startTestPlatform();
  acme = tenantIdOf(platform, 'Acme Telecom');
  // A role holding every view-level action of the catalogue and nothing else: it may see everything, change nothing.
  const views = Object.fromEntries(
    Object.entries(PERMISSION_AREAS).map(([area, actions]) => [area, actions.filter(isViewAction)]),
  );
  platform.db
    .prepare(
      `INSERT INTO role (id_tenant, name, permissions, created) VALUES (?, 'Sees all', ?, datetime('now'))`,
    )
    .run(acme, JSON.stringify(views));
  viewer = await userWithRole(platform, await sessionFor(platform, 'admin'), 'Acme Telecom', 'Sees all', 3);
});
afterAll(async () => platform?.close());

describe('actions need their own permission (issue 31.9)', () => {
  it('declares a manage-level action on every state-changing route (the catalogue has it)', () => {
    const routes = changing();
    expect(routes.length).toBeGreaterThan(100);
    const viewLevel = routes
      .filter((route) => isViewAction(route.access.action) && !(key(route) in VIEW_LEVEL_ALLOWED))
      .map((route) => `${key(route)} (${route.access.area}/${route.access.action})`);
    expect(viewLevel).toEqual([]);
    const unknown = routes.filter(
      (route) => !PERMISSION_AREAS[route.access.area]?.includes(route.access.action),
    );
    expect(unknown.map(key)).toEqual([]);
  });

  it('refuses every state-changing route to a user holding every view action', async () => {
    // A campaign of the tenant and a transition its status allows: only the transition's own action is missing.
    const froms = [...new Set(CAMPAIGN_TRANSITIONS.map((item) => WorkStatus[item.from]))];
    const campaign = platform.db
      .prepare(
        `SELECT id, status FROM campaign WHERE id_tenant = ? AND status IN (${froms.join(', ')}) LIMIT 1`,
      )
      .get(acme) as { id: number; status: number };
    const transition = CAMPAIGN_TRANSITIONS.find((item) => WorkStatus[item.from] === campaign.status)!;
    const outcomes: string[] = [];
    const walked = changing().filter(
      (route) => !(key(route) in VIEW_LEVEL_ALLOWED) || route.url.endsWith('/status'),
    );
    for (const route of walked) {
      const status = route.url.endsWith('/status');
      const path = route.url.replace(/:(\w+)/g, (_, name: string) =>
        status && name === 'id' ? String(campaign.id) : '1',
      );
      const response = await viewer.call(path, {
        method: route.method,
        body: status ? { status: WorkStatus[transition.to] } : {},
      });
      if (response.status !== 403) outcomes.push(`${key(route)} answered ${response.status}`);
    }
    expect(walked.length).toBeGreaterThan(100);
    expect(outcomes).toEqual([]);
  });

  it('lists every state-changing route: an area action, or sign-in alone with its rule', () => {
    const signedInOnly = platform.apiRoutes
      .filter((route) => route.method !== 'GET' && !('area' in route.access))
      .map(key);
    expect(signedInOnly.sort()).toEqual(Object.keys(SIGNED_IN_ONLY).sort());
  });

  it("keeps the signed-in routes to their rule: another user's data answers 404, an export needs its list", async () => {
    // The 'Sees all' user holds Task/view: it reads every task of the tenant, and may change none but its own.
    const owner = await userWithRole(
      platform,
      await sessionFor(platform, 'admin'),
      'Acme Telecom',
      'Operators',
      5,
    );
    const task = (await owner.call('/api/home/tasks', { method: 'POST', body: { name: 'Owned' } })).body as {
      id: number;
    };
    expect((await viewer.call(`/api/home/tasks/${task.id}`)).status).toBe(200);
    const before = platform.db.prepare('SELECT * FROM task WHERE id = ?').get(task.id);
    const foreign = [
      await viewer.call(`/api/home/tasks/${task.id}`, { method: 'PATCH', body: { progress: 50 } }),
      await viewer.call(`/api/home/tasks/${task.id}`, { method: 'DELETE' }),
    ].map((response) => response.status);
    expect(foreign).toEqual([404, 404]);
    expect(platform.db.prepare('SELECT * FROM task WHERE id = ?').get(task.id)).toEqual(before);
    // Profile and preferences name no user: the caller's own row is the only one written.
    const others = () =>
      platform.db.prepare('SELECT * FROM user WHERE id <> ? ORDER BY id').all(viewer.idUser);
    const rows = others();
    expect((await viewer.call('/api/profile', { method: 'PUT', body: { firstname: 'Own' } })).status).toBe(
      200,
    );
    const prefs = await viewer.call('/api/home/user-preferences', {
      method: 'PUT',
      body: { density: 'compact' },
    });
    expect(prefs.status).toBe(200);
    expect(others()).toEqual(rows);
    const nobody = await sessionFor(platform, 'nobody');
    const exported = await nobody.call('/api/home/exports', {
      method: 'POST',
      body: { path: '/administration/users' },
    });
    expect(exported.status).toBe(403);
  });

  // The console hides a button its user may not use: its create, edit and delete and its actions ask for the same
  // manage-level actions (the only reads among them: exporting contacts and do-not-call numbers, as on the server).
  it('has the console ask a manage-level action for every change it offers', () => {
    const viewOnly = (permissions: { action: string }[] | undefined) =>
      permissions !== undefined && permissions.every((permission) => isViewAction(permission.action));
    const offers = servedResources().flatMap((resource) => [
      ...(['create', 'edit', 'delete'] as const)
        .filter((kind) => viewOnly(resource.permissions[kind]))
        .map((kind) => `${resource.name}.${kind}`),
      ...(resource.actions ?? [])
        .filter((action) => viewOnly(action.permissions))
        .map((action) => `${resource.name}.${action.name}`),
    ]);
    expect(offers).toEqual(['campaigns.exportContacts', 'doNotCallLists.exportNumbers']);
  });
});
