import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordChangeOf } from '../../dev-platform/api/liveEvents';
import { createLiveCalls } from '../../dev-platform/areas/conversations/conversationLiveCalls';
import { TENANT_ROLES } from '../../dev-platform/db/seed/rolePermissions';
import type { Platform } from '../../dev-platform/platform';
import { MENU_FLOW_NAME } from '../../dev-platform/areas/flows/seedMenuFlow';
import { HUB_EVENT_RULES, HUB_TARGETS, type HubTarget, type RecordChange } from '../../src/shared/liveEvents';
import { startTestPlatform } from '../support/testPlatform';
import { listen, received, settle, userWithRole, type Listener } from './hubDelivery';
import { sessionFor, tenantIdOf, type Session } from './session';

/** Where a message is heard from: a user of a seeded role, in a tenant context. */
interface Vantage {
  name: string;
  session: Session & { idUser: number };
  tenant?: number;
  /** The tenant the connection acts in (its context, else the user's own). */
  actsIn: number;
  listener: Listener;
}

let platform: Platform;
let admin: Session;
let acme: number;
const vantages: Vantage[] = [];

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await sessionFor(platform, 'admin');
  acme = tenantIdOf(platform, 'Acme Telecom');
  const globex = tenantIdOf(platform, 'Globex Banking');
  const root = tenantIdOf(platform, 'Switchboard');
  const adminId = platform.db.prepare("SELECT id FROM user WHERE username = 'admin'").pluck().get() as number;
  const nobodyId = platform.db
    .prepare("SELECT id FROM user WHERE username = 'nobody'")
    .pluck()
    .get() as number;
  const people: Omit<Vantage, 'listener'>[] = [];
  // Every seeded tenant role in the tenant the events happen in, a role-less user, another tenant's administrator,
  // and the platform administrator in its own context (an ancestor of the tenant) and in another tenant's.
  for (const [index, role] of TENANT_ROLES.entries())
    people.push({
      name: `Acme ${role.name}`,
      session: await userWithRole(platform, admin, 'Acme Telecom', role.name, index),
      actsIn: acme,
    });
  people.push({
    name: 'Acme without role',
    session: { ...(await sessionFor(platform, 'nobody')), idUser: nobodyId },
    actsIn: acme,
  });
  people.push({
    name: 'Globex Administrators',
    session: await userWithRole(platform, admin, 'Globex Banking', 'Administrators', 0),
    actsIn: globex,
  });
  const platformAdmin = { ...admin, idUser: adminId };
  people.push({ name: 'platform admin', session: platformAdmin, actsIn: root });
  people.push({ name: 'platform admin in Globex', session: platformAdmin, tenant: globex, actsIn: globex });
  for (const person of people)
    vantages.push({ ...person, listener: await listen(platform, person.session.token, person.tenant) });
});
afterAll(async () => {
  await Promise.all(vantages.map((vantage) => vantage.listener.hub.stop()));
  await platform?.close();
});

const readable = async (vantage: Vantage, path: string) =>
  (await vantage.session.call(path, { tenant: vantage.tenant })).status === 200;

interface Outcome {
  target: HubTarget;
  vantage: string;
  delivered: boolean;
  readable: boolean;
}

/** Sends one message the way the platform does and compares, per vantage, delivery with the REST read's answer. */
async function walk(
  target: HubTarget,
  send: () => unknown,
  rest: (vantage: Vantage) => Promise<boolean>,
  restFirst = false,
): Promise<Outcome[]> {
  const before = restFirst ? await Promise.all(vantages.map(rest)) : [];
  const seen = vantages.map((vantage) => received(vantage.listener).length);
  await send();
  await settle(
    platform,
    vantages.map((vantage) => ({ listener: vantage.listener, idUser: vantage.session.idUser })),
  );
  const after = restFirst ? before : await Promise.all(vantages.map(rest));
  return vantages.map((vantage, index) => ({
    target,
    vantage: vantage.name,
    delivered: received(vantage.listener)
      .slice(seen[index])
      .some((event) => event.target === target),
    readable: after[index]!,
  }));
}

describe('hub messages follow the REST read of the same data (issue 31.1)', () => {
  it('delivers every message type to exactly the roles and tenants that may read its data', async () => {
    const outcomes: Outcome[] = [];
    const live = createLiveCalls({ db: platform.db, publish: platform.publish });
    const idLine = platform.db
      .prepare('SELECT id FROM line WHERE id_tenant = ? ORDER BY id LIMIT 1')
      .pluck()
      .get(acme) as number;
    let guid = '';
    outcomes.push(
      ...(await walk(
        'CallChanged',
        () =>
          (guid = live.start({
            idTenant: acme,
            idLine,
            idCallScript: null,
            caller: '+420601000001',
            callee: '+420601000002',
            processKind: 0,
          })),
        (vantage) => readable(vantage, `/api/administration/lines/${idLine}/ongoing-calls/${guid}`),
      )),
    );
    outcomes.push(
      ...(await walk(
        'CallRemoved',
        () => live.end(guid, 1),
        (vantage) => readable(vantage, `/api/administration/lines/${idLine}/ongoing-calls`),
        true,
      )),
    );
    // A record of the tenant per collection: the REST twin is that record's detail read.
    for (const [path, table] of [
      ['/assets/tags', 'tag'],
      ['/administration/users', 'user'],
      ['/administration/lines', 'line'],
    ] as const) {
      const id = String(
        platform.db.prepare(`SELECT MAX(id) FROM ${table} WHERE id_tenant = ?`).pluck().get(acme),
      );
      outcomes.push(
        ...(await walk(
          'RecordChanged',
          () => platform.publish(acme, 'RecordChanged', { path, id, type: 'updated' }),
          (vantage) => readable(vantage, `/api${path}/${id}`),
        )),
      );
    }
    const owner = vantages.find((vantage) => vantage.name === 'Acme Operators')!;
    let task = 0;
    const taskRead = (vantage: Vantage) => readable(vantage, `/api/home/tasks/${task}`);
    outcomes.push(
      ...(await walk(
        'CreateTask',
        async () => {
          const created = await owner.session.call('/api/home/tasks', {
            method: 'POST',
            body: { name: 'walk' },
          });
          task = (created.body as { id: number }).id;
        },
        taskRead,
      )),
      ...(await walk(
        'UpdateTask',
        () => owner.session.call(`/api/home/tasks/${task}`, { method: 'PATCH', body: { progress: 50 } }),
        taskRead,
      )),
      ...(await walk(
        'DeleteTask',
        () => owner.session.call(`/api/home/tasks/${task}`, { method: 'DELETE' }),
        taskRead,
        true,
      )),
    );
    outcomes.push(
      ...(await walk(
        'Notify',
        () => platform.publish(acme, 'Notify', { text: 'Tenant notice', type: 'info' }),
        async (vantage) => vantage.actsIn === acme && (await readable(vantage, '/api/home/user-info')),
      )),
    );

    // A test call's steps: its tester only, in the context it was started in (the REST twin answers 404 to others).
    const tester = vantages.find((vantage) => vantage.name === 'platform admin')!;
    let testCall = '';
    outcomes.push(
      ...(await walk(
        'TestCallChanged',
        async () => {
          const menu = platform.db
            .prepare('SELECT id FROM call_script WHERE name = ?')
            .pluck()
            .get(MENU_FLOW_NAME);
          const started = await tester.session.call(`/api/designer/flows/${menu}/interactive-test-call`, {
            method: 'POST',
            body: {},
          });
          testCall = (started.body as { guid: string }).guid;
        },
        (vantage) => readable(vantage, `/api/designer/test-calls/${testCall}`),
      )),
    );
    await tester.session.call(`/api/designer/test-calls/${testCall}/end`, { method: 'POST', body: {} });

    // Edit presence: whoever may read the record, as its changes (an Acme line opened for edit by its operator).
    const presenceLine = String(
      platform.db.prepare('SELECT MAX(id) FROM line WHERE id_tenant = ?').pluck().get(acme),
    );
    const editor = vantages.find((vantage) => vantage.name === 'Acme Operators')!;
    const presence = (editing: boolean) =>
      editor.session.call('/api/presence/editing', {
        method: 'POST',
        body: { path: '/administration/lines', id: presenceLine, editing },
      });
    outcomes.push(
      ...(await walk(
        'EditingChanged',
        () => presence(true),
        (vantage) => readable(vantage, `/api/administration/lines/${presenceLine}`),
      )),
    );
    await presence(false);

    // Platform-wide news: the configuration directory's file names, which every console reads in /config.json.
    outcomes.push(
      ...(await walk(
        'ConfigurationChanged',
        () => platform.hub.sendToAll('ConfigurationChanged', { files: [] }),
        async () => (await platform.app.inject({ url: '/config.json' })).statusCode === 200,
      )),
    );

    expect(new Set(outcomes.map((outcome) => outcome.target))).toEqual(new Set(HUB_TARGETS));
    expect(outcomes).toHaveLength(12 * vantages.length);
    // Each tenant's message type reaches somebody and misses somebody, so the comparison below is not vacuous.
    for (const target of HUB_TARGETS.filter((target) => HUB_EVENT_RULES[target].scope !== 'platform')) {
      const of = outcomes.filter((outcome) => outcome.target === target);
      expect(
        of.some((outcome) => outcome.readable),
        target,
      ).toBe(true);
      expect(
        of.some((outcome) => !outcome.readable),
        target,
      ).toBe(true);
    }
    expect(outcomes.filter((outcome) => outcome.delivered !== outcome.readable)).toEqual([]);
  });

  it('delivers RecordChanged of every data path, created, updated and deleted, where its list may be read', async () => {
    // Every path the platform publishes after a change (the generic hook's, from every write route) and the NLP
    // models list its training job publishes; the REST twin is that list, read in the tenant of the event.
    const paths = new Set<string>();
    for (const route of platform.apiRoutes) {
      const params = Object.fromEntries([...route.url.matchAll(/:(\w+)/g)].map(([, name]) => [name!, '1']));
      const change = recordChangeOf(route.method, route.url, params);
      if (change) paths.add(change.path);
    }
    // Paths without a list read (actions such as /profile/password) have no REST twin: they reach nobody.
    const lists = [...paths].filter((path) =>
      platform.apiRoutes.some((route) => route.method === 'GET' && route.url === `/api${path}`),
    );
    const changes: RecordChange[] = [
      ...[...paths].map((path) => ({ path })),
      { path: '/models', base: 'nlp' as const },
    ].flatMap((at) => [
      { ...at, id: null, type: 'created' as const },
      { ...at, id: null, type: 'updated' as const },
      { ...at, id: '1', type: 'deleted' as const },
    ]);
    const seen = vantages.map((vantage) => received(vantage.listener).length);
    for (const change of changes) platform.publish(acme, 'RecordChanged', change);
    await settle(
      platform,
      vantages.map((vantage) => ({ listener: vantage.listener, idUser: vantage.session.idUser })),
    );
    const ancestors = platform.db
      .prepare(
        `WITH RECURSIVE up(id, parent) AS (SELECT id, id_parent_tenant FROM tenant WHERE id = ?
           UNION ALL SELECT t.id, t.id_parent_tenant FROM tenant t JOIN up ON t.id = up.parent) SELECT id FROM up`,
      )
      .pluck()
      .all(acme) as number[];
    const key = (change: RecordChange) => `${change.base ?? 'core'} ${change.path} ${change.type}`;
    const mismatches: string[] = [];
    await Promise.all(
      vantages.map(async (vantage, index) => {
        const delivered = new Set(
          received(vantage.listener)
            .slice(seen[index])
            .filter((event) => event.target === 'RecordChanged')
            .map((event) => key(event.payload as RecordChange)),
        );
        for (const change of changes) {
          const list = `${change.base === 'nlp' ? '' : '/api'}${change.base === 'nlp' ? '/nlp' : ''}${change.path}`;
          const readable =
            ancestors.includes(vantage.actsIn) &&
            (change.base === 'nlp' || lists.includes(change.path)) &&
            (await vantage.session.call(`${list}?pageSize=1`, { tenant: vantage.tenant })).status === 200;
          if (delivered.has(key(change)) !== readable)
            mismatches.push(`${vantage.name} ${key(change)}: delivered ${!readable}, readable ${readable}`);
        }
      }),
    );
    expect(paths.size).toBeGreaterThan(40);
    expect(lists.length).toBeGreaterThan(25);
    expect(changes.length * vantages.length).toBeGreaterThan(1000);
    expect(mismatches).toEqual([]);

    // The training job's own event names the NLP API, so it reaches whoever reads that list (it named no API
    // before, and went to nobody).
    const readers = vantages.filter((vantage) => vantage.name === 'Acme Administrators');
    const mark = received(readers[0]!.listener).length;
    const dataset = await admin.call('/nlp/datasets', {
      method: 'POST',
      body: { name: 'Hub walk', language: 'en' },
      tenant: acme,
    });
    const model = await admin.call('/nlp/models', {
      method: 'POST',
      body: { idDataset: (dataset.body as { id: number }).id },
      tenant: acme,
    });
    await platform.jobsIdle();
    await settle(platform, [{ listener: readers[0]!.listener, idUser: readers[0]!.session.idUser }]);
    expect(received(readers[0]!.listener).slice(mark)).toContainEqual({
      target: 'RecordChanged',
      payload: {
        path: '/models',
        base: 'nlp',
        id: String((model.body as { id: number }).id),
        type: 'updated',
      },
    });
  });
});
