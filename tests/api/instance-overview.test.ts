import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../dev-platform/platform';
import type { ComparisonResponse, Instance } from '../../src/shared/wire/instances';
import type { BackgroundTask } from '../../src/shared/wire/home';
import { startTestPlatform } from '../support/testPlatform';
import { sessionFor, tenantIdOf, type Session } from './session';

let platform: Platform;
let operator: Session;
let viewer: Session;
let remoteUrl: string;
const path = (kind: string, query = '') =>
  `/api/administration/instances/${encodeURIComponent(remoteUrl)}/comparisons/${kind}${query}`;

beforeAll(async () => {
  platform = await startTestPlatform();
  operator = await sessionFor(platform, 'operator');
  viewer = await sessionFor(platform, 'viewer');
  remoteUrl = `${platform.url}/instances/staging`;
});
afterAll(async () => platform?.close());

const compare = async (kind: string, session = operator) => {
  const response = await session.call(path(kind));
  expect(response.status).toBe(200);
  return (response.body as ComparisonResponse).items;
};

/** Waits for a task to finish by reading it until its status is final (the job runs in this process). */
async function finished(task: BackgroundTask, session = operator): Promise<BackgroundTask> {
  for (;;) {
    const { body } = await session.call(`/api/home/tasks/${task.id}`);
    const current = body as BackgroundTask;
    if (current.status >= 2) return current;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('instance overview', () => {
  it('lists this instance and the reachable remote one with name, URL, version and last sync', async () => {
    const { status, body } = await operator.call('/api/administration/instances');
    expect(status).toBe(200);
    const { items } = body as { items: Instance[] };
    expect(items).toEqual([
      expect.objectContaining({ appUrl: platform.url, local: true, version: '2.0.31', reachable: true }),
      expect.objectContaining({
        appUrl: remoteUrl,
        name: 'Staging',
        version: '2.0.30',
        reachable: true,
        lastSync: null,
      }),
    ]);
    const one = await operator.call(`/api/administration/instances/${encodeURIComponent(remoteUrl)}`);
    expect(one.body).toMatchObject({ appUrl: remoteUrl, name: 'Staging' });
  });

  it('needs InstanceOverview/view and answers 404 for unknown instances and comparisons', async () => {
    expect((await viewer.call('/api/administration/instances')).status).toBe(403);
    expect(
      (await operator.call(`/api/administration/instances/${encodeURIComponent('https://x.example')}`))
        .status,
    ).toBe(404);
    expect((await operator.call(path('tariffs'))).status).toBe(404);
  });

  it('the remote instance answers only its own key, over HTTP', async () => {
    const info = await fetch(`${remoteUrl}/api/instance-info`);
    expect(info.status).toBe(401);
    const wrong = await fetch(`${remoteUrl}/api/instance-info`, {
      headers: { Authorization: `Bearer ${operator.token}` },
    });
    expect(wrong.status).toBe(401);
  });

  it.each(['grammars', 'languages', 'components'])(
    'compares %s with each of the four results',
    async (kind) => {
      const items = await compare(kind);
      expect(new Set(items.map((item) => item.result))).toEqual(new Set([1, 2, 3, 4]));
      const different = items.find((item) => item.result === 4)!;
      expect(different.local).not.toEqual(different.remote);
      expect(items.find((item) => item.result === 2)!.remote).toBeNull();
      expect(items.find((item) => item.result === 3)!.local).toBeNull();
      const filtered = (await operator.call(path(kind, '?result=4'))).body as ComparisonResponse;
      expect(filtered.items.every((item) => item.result === 4)).toBe(true);
      expect(filtered.total).toBe(items.filter((item) => item.result === 4).length);
    },
  );

  it('compares the tenant context: another tenant sees its own grammars', async () => {
    const admin = await sessionFor(platform, 'admin');
    const globex = tenantIdOf(platform, 'Globex Banking');
    const { body } = await admin.call(path('grammars'), { tenant: globex });
    const names = platform.db.prepare('SELECT name FROM grammar WHERE id_tenant = ?').pluck().all(globex);
    const local = (body as ComparisonResponse).items.filter((item) => item.local).map((item) => item.key);
    expect(local.sort()).toEqual([...(names as string[])].sort());
  });
});

describe('selective promotion (slave sync)', () => {
  it('promotes only the selected items to the remote instance, as a background task', async () => {
    const before = await compare('grammars');
    const differing = before.filter((item) => item.result === 4 || item.result === 2).slice(0, 2);
    const untouched = before.filter((item) => item.result === 4 && !differing.includes(item));
    expect(differing).toHaveLength(2);
    const response = await operator.call(
      `/api/administration/instances/${encodeURIComponent(remoteUrl)}/sync`,
      {
        method: 'POST',
        body: { kind: 'grammars', direction: 'toRemote', keys: differing.map((item) => item.key) },
      },
    );
    expect(response.status).toBe(202);
    expect(await finished(response.body as BackgroundTask)).toMatchObject({ status: 2 });
    const after = await compare('grammars');
    const byKey = new Map(after.map((item) => [item.key, item]));
    for (const item of differing) expect(byKey.get(item.key)).toMatchObject({ result: 1, local: item.local });
    for (const item of untouched) expect(byKey.get(item.key)?.result).toBe(4);
    const instances = (await operator.call('/api/administration/instances')).body as { items: Instance[] };
    expect(instances.items[1].lastSync).not.toBeNull();
  });

  it('takes the selected items from the remote instance into this one', async () => {
    const before = await compare('languages');
    const remoteOnly = before.find((item) => item.result === 3)!;
    const different = before.find((item) => item.result === 4)!;
    const syncLanguages = (session: Session) =>
      session.call(`/api/administration/instances/${encodeURIComponent(remoteUrl)}/sync`, {
        method: 'POST',
        body: { kind: 'languages', direction: 'fromRemote', keys: [remoteOnly.key, different.key] },
      });
    // The language catalogue is platform-wide: only the root tenant's context may overwrite it (issue 9).
    expect((await syncLanguages(operator)).status).toBe(403);
    const admin = await sessionFor(platform, 'admin');
    const response = await syncLanguages(admin);
    expect(response.status).toBe(202);
    await finished(response.body as BackgroundTask, admin);
    const local = platform.db.prepare('SELECT tts_voice FROM language WHERE code = ?').pluck();
    expect(local.get(remoteOnly.key)).toBe(remoteOnly.remote!.ttsVoice);
    expect(local.get(different.key)).toBe(different.remote!.ttsVoice);
  });

  it('refuses bad requests and keys the source does not have, and needs InstanceOverview/sync', async () => {
    const sync = (body: unknown, session = operator) =>
      session.call(`/api/administration/instances/${encodeURIComponent(remoteUrl)}/sync`, {
        method: 'POST',
        body,
      });
    const onlyRemote = (await compare('components')).find((item) => item.result === 3)!;
    expect((await sync({ kind: 'components', direction: 'toRemote', keys: [onlyRemote.key] })).status).toBe(
      400,
    );
    expect((await sync({ kind: 'components', direction: 'sideways', keys: ['x'] })).status).toBe(400);
    expect((await sync({ kind: 'components', direction: 'toRemote', keys: [] })).status).toBe(400);
    expect((await sync({ kind: 'components', direction: 'toRemote', keys: [1] })).status).toBe(400);
    expect((await sync('nonsense')).status).toBe(400);
    // A role that may see the overview but not sync.
    const idRole = platform.db
      .prepare(
        "SELECT id_role FROM user_role ur JOIN user u ON u.id = ur.id_user WHERE u.username = 'viewer'",
      )
      .pluck()
      .get();
    platform.db
      .prepare('UPDATE role SET permissions = ? WHERE id = ?')
      .run(JSON.stringify({ CallScript: ['view'], Campaign: ['view'], InstanceOverview: ['view'] }), idRole);
    const watcher = await sessionFor(platform, 'viewer');
    expect((await watcher.call(path('grammars'))).status).toBe(200);
    expect((await sync({ kind: 'grammars', direction: 'toRemote', keys: ['x'] }, watcher)).status).toBe(403);
  });
});
