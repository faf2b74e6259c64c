import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResponse } from '../../src/shared/wire/common';
import type { FlowDetail, FlowSummary } from '../../src/shared/wire/flows';
import { TaskStatus } from '../../src/shared/enumerations';
import type { BackgroundTask } from '../../src/shared/wire/home';
import {
  REVERT_TASK_MIN_NODES,
  type FlowVersion,
  type FlowVersionDetail,
  type FlowVersionDiff,
} from '../../src/shared/wire/flowVersions';
import { roleIdOf } from './session';
import { filterQuery, startTelephonyWorld, type TelephonyWorld } from './telephonyFixtures';

let world: TelephonyWorld;
let flowId: number;
const FLOWS = '/api/designer/flows';

beforeAll(async () => {
  world = await startTelephonyWorld();
  flowId = world.value(
    `SELECT c.id FROM call_script c WHERE c.id_tenant = ? AND c.is_component = 0
     AND (SELECT COUNT(*) FROM call_script_version v WHERE v.id_call_script = c.id) >= 3
     AND EXISTS (SELECT 1 FROM call_script_usage u WHERE u.id_call_script = c.id) ORDER BY c.id`,
    world.acme,
  );
});
afterAll(async () => world?.close());

/** Runs `check` while Acme's operators may not edit tags. */
async function withoutTagEdit(check: () => Promise<void>) {
  const { db } = world.platform;
  const role = roleIdOf(world.platform, 'Acme Telecom', 'Operators');
  const saved = db.prepare('SELECT permissions FROM role WHERE id = ?').pluck().get(role) as string;
  const permissions = { ...JSON.parse(saved), Tag: ['view'] };
  db.prepare('UPDATE role SET permissions = ? WHERE id = ?').run(JSON.stringify(permissions), role);
  try {
    await check();
  } finally {
    db.prepare('UPDATE role SET permissions = ? WHERE id = ?').run(saved, role);
  }
}

const list = async (filter: Record<string, unknown>, path = FLOWS) =>
  (await world.operator.call(`${path}?pageSize=500&${filterQuery(filter)}`))
    .body as ListResponse<FlowSummary>;

describe('flow list and detail', () => {
  it('filters by folder (0 = root), language, channel, tag and modified date range', async () => {
    const { value, acme } = world;
    const root = await list({ idFolder: 0 });
    expect(root.total).toBe(
      value(
        'SELECT COUNT(*) FROM call_script WHERE id_tenant = ? AND is_component = 0 AND id_folder IS NULL',
        acme,
      ),
    );
    const chat = await list({ channels: 2 });
    expect(chat.items.length).toBeGreaterThan(0);
    expect(chat.items.every((flow) => (flow.channels & 2) !== 0)).toBe(true);
    const tag = value<string>(
      'SELECT t.name FROM call_script_tag ct JOIN tag t ON t.id = ct.id_tag WHERE t.id_tenant = ?',
      acme,
    );
    const tagged = await list({ tag });
    expect(tagged.items.length).toBeGreaterThan(0);
    expect(tagged.items.every((flow) => flow.tags.includes(tag))).toBe(true);
    const idLanguage = value('SELECT id_language FROM call_script WHERE id = ?', flowId);
    expect((await list({ idLanguage })).items.every((flow) => flow.idLanguage === idLanguage)).toBe(true);
    const since = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const recent = await list({ modified: { gte: since } });
    expect(recent.items.every((flow) => flow.modified >= since)).toBe(true);
    for (const bad of [{ channels: 'x' }, { idFolder: -1 }, { tag: '' }]) {
      const res = await world.operator.call(`${FLOWS}?${filterQuery(bad)}`);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
  });

  it('answers a flow with process kind, modifier, language and variables; 404 for a component or foreign flow', async () => {
    const flow = (await world.operator.call(`${FLOWS}/${flowId}`)).body as FlowDetail;
    expect(flow).toMatchObject({
      id: flowId,
      scriptKind: 2,
      componentKind: null,
      processKind: expect.any(Number),
      modifiedBy: expect.any(String),
      languageName: expect.any(String),
      variables: expect.any(Array),
    });
    const component = world.value(
      'SELECT id FROM call_script WHERE id_tenant = ? AND is_component = 1',
      world.acme,
    );
    const foreign = world.value('SELECT id FROM call_script WHERE id_tenant = ?', world.globex);
    for (const id of [component, foreign, 999999])
      expect((await world.operator.call(`${FLOWS}/${id}`)).body).toEqual({
        status: 404,
        error: 'Flow not found',
      });
  });

  it('lists components with their kind, at their own path and permission', async () => {
    const { items, total } = (await world.operator.call('/api/designer/components?pageSize=500'))
      .body as ListResponse<FlowSummary>;
    expect(total).toBe(
      world.value('SELECT COUNT(*) FROM call_script WHERE id_tenant = ? AND is_component = 1', world.acme),
    );
    expect(items.every((item) => item.scriptKind === 1 && [1, 2, 3].includes(item.componentKind!))).toBe(
      true,
    );
    expect((await world.viewer.call('/api/designer/components')).body).toEqual({
      status: 403,
      error: 'Missing permission Component/view',
    });
  });
});

describe('flow changes', () => {
  it('edits name and description with the form rules, a unique name and CallScript/edit', async () => {
    const res = await world.operator.call(`${FLOWS}/${flowId}`, {
      method: 'PUT',
      body: { name: 'Renamed flow', description: 'New text' },
    });
    expect(res.body).toMatchObject({
      id: flowId,
      name: 'Renamed flow',
      description: 'New text',
      modifiedBy: 'operator',
    });
    const short = await world.operator.call(`${FLOWS}/${flowId}`, { method: 'PUT', body: { name: 'ab' } });
    expect(short.body).toMatchObject({ errors: { name: 'Field must contains at least 3 characters' } });
    const other = world.value<string>(
      'SELECT name FROM call_script WHERE id_tenant = ? AND id <> ?',
      world.acme,
      flowId,
    );
    const taken = await world.operator.call(`${FLOWS}/${flowId}`, { method: 'PUT', body: { name: other } });
    expect(taken.body).toMatchObject({ errors: { name: 'A call script with this name already exists' } });
    expect((await world.viewer.call(`${FLOWS}/${flowId}`, { method: 'PUT', body: {} })).status).toBe(403);
  });

  it('sets tags by name; a new name creates a tag only with Tag/edit, otherwise 400', async () => {
    const names = world.platform.db
      .prepare('SELECT name FROM tag WHERE id_tenant = ? ORDER BY name LIMIT 2')
      .pluck()
      .all(world.acme) as string[];
    const res = await world.operator.call(`${FLOWS}/${flowId}/tags`, {
      method: 'PUT',
      body: { tags: names },
    });
    expect((res.body as FlowSummary).tags.sort()).toEqual([...names].sort());
    const created = await world.operator.call(`${FLOWS}/${flowId}/tags`, {
      method: 'PUT',
      body: { tags: [names[0], 'Brand new tag', 'brand new TAG'] },
    });
    expect((created.body as FlowSummary).tags.sort()).toEqual([names[0], 'Brand new tag'].sort());
    expect(
      world.value('SELECT colour FROM tag WHERE id_tenant = ? AND name = ?', world.acme, 'Brand new tag'),
    ).toMatch(/^#[0-9a-f]{6}$/);
    const tooShort = await world.operator.call(`${FLOWS}/${flowId}/tags`, {
      method: 'PUT',
      body: { tags: ['x'] },
    });
    expect(tooShort.body).toMatchObject({ status: 400, errors: { tags: expect.stringMatching(/^x: /) } });
    await withoutTagEdit(async () => {
      const unknown = await world.operator.call(`${FLOWS}/${flowId}/tags`, {
        method: 'PUT',
        body: { tags: ['no such tag'] },
      });
      expect(unknown.body).toMatchObject({ status: 400, errors: { tags: 'Unknown tag no such tag' } });
    });
    expect(world.value('SELECT COUNT(*) FROM tag WHERE name = ?', 'no such tag')).toBe(0);
    const options = (await world.operator.call('/api/designer/flow-tags')).body as ListResponse<{
      id: number;
      name: string;
    }>;
    expect(options.items.map((tag) => tag.name)).toEqual(expect.arrayContaining([...names, 'Brand new tag']));
    const one = await world.operator.call(`/api/designer/flow-tags/${options.items[0]!.id}`);
    expect(one.body).toMatchObject({ name: options.items[0]!.name });
    const foreign = world.value('SELECT id FROM tag WHERE id_tenant = ?', world.globex);
    expect((await world.operator.call(`/api/designer/flow-tags/${foreign}`)).status).toBe(404);
  });

  it('duplicates a flow with its latest content and links under a new name', async () => {
    const res = await world.operator.call(`${FLOWS}/${flowId}/duplicate`, {
      method: 'POST',
      body: { name: 'Copy of the flow' },
    });
    expect(res.status).toBe(201);
    const copy = res.body as FlowDetail;
    expect(copy).toMatchObject({ name: 'Copy of the flow', version: 1, createdBy: 'operator' });
    const latest = world.value<string>(
      'SELECT content FROM call_script_version WHERE id_call_script = ? ORDER BY version DESC LIMIT 1',
      flowId,
    );
    expect(world.value('SELECT content FROM call_script_version WHERE id_call_script = ?', copy.id)).toBe(
      latest,
    );
    expect(world.value('SELECT COUNT(*) FROM call_script_usage WHERE id_call_script = ?', copy.id)).toBe(
      world.value('SELECT COUNT(*) FROM call_script_usage WHERE id_call_script = ?', flowId),
    );
    const again = await world.operator.call(`${FLOWS}/${flowId}/duplicate`, {
      method: 'POST',
      body: { name: 'Copy of the flow' },
    });
    expect(again.body).toMatchObject({
      status: 400,
      errors: { name: 'A call script with this name already exists' },
    });
    const empty = await world.operator.call(`${FLOWS}/${flowId}/duplicate`, { method: 'POST', body: {} });
    expect(empty.body).toMatchObject({ errors: { name: 'Field is required' } });
  });

  it('suggests a free name for a copy: "Copy of …", numbered while taken', async () => {
    const detail = async () => (await world.operator.call(`${FLOWS}/${flowId}`)).body as FlowDetail;
    const { name, copyName } = await detail();
    expect(copyName).toBe(`Copy of ${name}`);
    const duplicate = (body: { name: string }) =>
      world.operator.call(`${FLOWS}/${flowId}/duplicate`, { method: 'POST', body });
    expect((await duplicate({ name: copyName! })).status).toBe(201);
    expect((await detail()).copyName).toBe(`Copy of ${name} (2)`);
    expect((await duplicate({ name: `Copy of ${name} (2)` })).status).toBe(201);
    expect((await detail()).copyName).toBe(`Copy of ${name} (3)`);
  });
});

describe('history, diff and revert', () => {
  it('lists versions newest first with author and comment, and one version with its content', async () => {
    const { items, total } = (await world.operator.call(`${FLOWS}/${flowId}/versions`))
      .body as ListResponse<FlowVersion>;
    expect(total).toBe(
      world.value('SELECT COUNT(*) FROM call_script_version WHERE id_call_script = ?', flowId),
    );
    expect(items[0].version).toBe(total);
    expect(items[0]).toMatchObject({ id: total, author: expect.any(String), comment: expect.any(String) });
    const first = (await world.operator.call(`${FLOWS}/${flowId}/versions/1`)).body as FlowVersionDetail;
    expect(first).toMatchObject({
      version: 1,
      comment: 'Initial version',
      content: { nodes: expect.any(Array) },
    });
    expect((await world.operator.call(`${FLOWS}/${flowId}/versions/99`)).body).toEqual({
      status: 404,
      error: 'Version not found',
    });
  });

  it('answers the semantic diff of two versions, empty for a version with itself', async () => {
    const diff = (await world.operator.call(`${FLOWS}/${flowId}/diff/1/3`)).body as FlowVersionDiff;
    expect(diff).toMatchObject({ id: '1-3', from: { version: 1 }, to: { version: 3 } });
    const changes = diff.diff.nodes.length + diff.diff.edges.length + diff.diff.settings.length;
    expect(changes).toBeGreaterThan(0);
    expect(diff.text.length).toBeGreaterThan(0);
    expect(diff.text.flatMap((hunk) => hunk.lines).some((line) => line.startsWith('+'))).toBe(true);
    const same = (await world.operator.call(`${FLOWS}/${flowId}/diff/2/2`)).body as FlowVersionDiff;
    expect(same.diff).toEqual({ nodes: [], edges: [], settings: [], other: [] });
    expect(same.text).toEqual([]);
    expect((await world.operator.call(`${FLOWS}/${flowId}/diff/1/x`)).status).toBe(404);
  });

  it('reverts to a version as a new version with that content; needs CallScript/revert', async () => {
    const latest = world.value(
      'SELECT MAX(version) FROM call_script_version WHERE id_call_script = ?',
      flowId,
    );
    const res = await world.operator.call(`${FLOWS}/${flowId}/revert`, {
      method: 'POST',
      body: { version: 1 },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      version: { version: latest + 1, comment: 'Reverted to version 1', author: 'operator' },
    });
    const diff = (await world.operator.call(`${FLOWS}/${flowId}/diff/1/${latest + 1}`))
      .body as FlowVersionDiff;
    expect(diff.diff).toEqual({ nodes: [], edges: [], settings: [], other: [] });
    const again = await world.operator.call(`${FLOWS}/${flowId}/revert`, {
      method: 'POST',
      body: { version: latest + 1 },
    });
    expect(again.body).toMatchObject({ errors: { version: 'This is already the latest version' } });
    const bad = await world.operator.call(`${FLOWS}/${flowId}/revert`, {
      method: 'POST',
      body: { version: null },
    });
    expect(bad.body).toMatchObject({ errors: { version: 'Field is required' } });
    expect(
      (await world.viewer.call(`${FLOWS}/${flowId}/revert`, { method: 'POST', body: { version: 1 } })).body,
    ).toEqual({
      status: 403,
      error: 'Missing permission CallScript/revert',
    });
  });

  it('reverts a large version as a background task whose result opens the new version in the history', async () => {
    // A version above the threshold that is not its script's latest (the seed grows flows edit by edit).
    const large = world.platform.db
      .prepare(
        `SELECT v.id_call_script AS id, v.version FROM call_script_version v JOIN call_script c ON c.id = v.id_call_script
         WHERE c.id_tenant = ? AND c.is_component = 0 AND json_array_length(v.content, '$.nodes') > ?
         AND v.version < (SELECT MAX(version) FROM call_script_version w WHERE w.id_call_script = c.id)
         ORDER BY v.id LIMIT 1`,
      )
      .get(world.acme, REVERT_TASK_MIN_NODES) as { id: number; version: number };
    const latest = world.value(
      'SELECT MAX(version) FROM call_script_version WHERE id_call_script = ?',
      large.id,
    );
    const res = await world.operator.call(`${FLOWS}/${large.id}/revert`, {
      method: 'POST',
      body: { version: large.version },
    });
    expect(res.status).toBe(202);
    const { task } = res.body as { task: BackgroundTask };
    expect(task).toMatchObject({ name: expect.stringContaining(`to version ${large.version}`) });
    const status = () => world.value('SELECT status FROM task WHERE id = ?', task.id);
    for (let i = 0; i < 200 && status() !== TaskStatus.DONE; i++)
      await new Promise((resolve) => setTimeout(resolve, 25));
    expect(status()).toBe(TaskStatus.DONE);
    expect(world.value<string>('SELECT result_url FROM task WHERE id = ?', task.id)).toBe(
      `/flows/detail/${large.id}/history?compare=${large.version}-${latest + 1}`,
    );
    const diff = (await world.operator.call(`${FLOWS}/${large.id}/diff/${large.version}/${latest + 1}`))
      .body as FlowVersionDiff;
    expect(diff.diff).toEqual({ nodes: [], edges: [], settings: [], other: [] });
    expect(diff.to).toMatchObject({ comment: `Reverted to version ${large.version}`, author: 'operator' });
  });
});

describe('relations', () => {
  it('lists the grammars, language and components a flow uses, and the flows using a component', async () => {
    const grammars = (await world.operator.call(`${FLOWS}/${flowId}/grammars`)).body as ListResponse<{
      id: number;
    }>;
    expect(grammars.total).toBe(
      world.value('SELECT COUNT(*) FROM call_script_grammar WHERE id_call_script = ?', flowId),
    );
    const languages = (await world.operator.call(`${FLOWS}/${flowId}/languages`)).body as ListResponse<{
      id: number;
    }>;
    expect(languages.items.map((language) => language.id)).toEqual([
      world.value('SELECT id_language FROM call_script WHERE id = ?', flowId),
    ]);
    const components = (await world.operator.call(`${FLOWS}/${flowId}/components`))
      .body as ListResponse<FlowSummary>;
    expect(components.total).toBeGreaterThan(0);
    const component = components.items[0].id;
    const users = (
      await world.operator.call(`/api/designer/components/${component}/used-in-flows?pageSize=500`)
    ).body as ListResponse<FlowSummary>;
    expect(users.items.map((flow) => flow.id)).toContain(flowId);
  });

  it('relates flows used as subflows both ways', async () => {
    const [user, subflow] = world.platform.db
      .prepare(
        `SELECT u.id_call_script, u.id_component FROM call_script_usage u
         JOIN call_script s ON s.id = u.id_component WHERE s.is_component = 0 AND s.id_tenant = ? LIMIT 1`,
      )
      .raw()
      .get(world.acme) as [number, number];
    const subflows = (await world.operator.call(`${FLOWS}/${user}/subflows`))
      .body as ListResponse<FlowSummary>;
    expect(subflows.items.map((flow) => flow.id)).toContain(subflow);
    const users = (await world.operator.call(`${FLOWS}/${subflow}/used-in-flows`))
      .body as ListResponse<FlowSummary>;
    expect(users.items.map((flow) => flow.id)).toContain(user);
    expect(users.items.every((flow) => flow.scriptKind === 2)).toBe(true);
  });
});
