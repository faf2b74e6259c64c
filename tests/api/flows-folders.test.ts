import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResponse } from '../../src/shared/wire/common';
import type { FlowSummary } from '../../src/shared/wire/flows';
import type { BreadcrumbItem, Folder, FolderOption } from '../../src/shared/wire/folders';
import { filterQuery, startTelephonyWorld, type TelephonyWorld } from './telephonyFixtures';

let world: TelephonyWorld;
const BASE = '/api/designer/folders';

beforeAll(async () => {
  world = await startTelephonyWorld();
});
afterAll(async () => world?.close());

const createFolder = async (name: string, idParent: number) => {
  const res = await world.operator.call(BASE, { method: 'POST', body: { name, idParent } });
  expect(res.status).toBe(201);
  return res.body as Folder;
};

describe('folder reads', () => {
  it('answers the root with its top-level folders and the flows in no folder', async () => {
    const { body } = await world.operator.call(`${BASE}/0`);
    const root = body as Folder;
    expect(root).toMatchObject({ id: 0, name: 'Flows', idParent: null });
    expect(root.children.length).toBe(
      world.value(
        "SELECT COUNT(*) FROM folder WHERE id_tenant = ? AND kind = 'flow' AND id_parent_folder IS NULL",
        world.acme,
      ),
    );
    expect(root.itemCount).toBe(
      world.value(
        'SELECT COUNT(*) FROM call_script WHERE id_tenant = ? AND is_component = 0 AND id_folder IS NULL',
        world.acme,
      ),
    );
    const nested = root.children.find((child) => child.hasChildren);
    expect(nested).toBeDefined();
  });

  it('answers a folder with lazy children and its breadcrumb from the root', async () => {
    const id = world.value<number>(
      "SELECT id FROM folder WHERE id_tenant = ? AND kind = 'flow' AND id_parent_folder IS NOT NULL",
      world.acme,
    );
    const parent = world.value<number>('SELECT id_parent_folder FROM folder WHERE id = ?', id);
    const folder = (await world.operator.call(`${BASE}/${id}`)).body as Folder;
    expect(folder).toMatchObject({ id, idParent: parent });
    const crumbs = (await world.operator.call(`${BASE}/${id}/breadcrumb`))
      .body as ListResponse<BreadcrumbItem>;
    expect(crumbs.items[0]).toEqual({ id: 0, name: 'Flows' });
    expect(crumbs.items.at(-1)).toEqual({ id, name: folder.name });
    expect(crumbs.items.map((item) => item.id)).toContain(parent);
  });

  it('lists every folder with its path (the move options), the root first', async () => {
    const { items } = (await world.operator.call(BASE)).body as ListResponse<FolderOption>;
    expect(items[0]).toEqual({ id: 0, name: 'Flows', idParent: null, path: 'Flows' });
    expect(items.length - 1).toBe(
      world.value("SELECT COUNT(*) FROM folder WHERE id_tenant = ? AND kind = 'flow'", world.acme),
    );
    expect(items.slice(1).every((item) => item.path.startsWith('Flows / '))).toBe(true);
  });

  it('keeps folders of other tenants and campaign folders out (404)', async () => {
    const foreign = world.value("SELECT id FROM folder WHERE id_tenant = ? AND kind = 'flow'", world.globex);
    const campaign = world.value(
      "SELECT id FROM folder WHERE id_tenant = ? AND kind = 'campaign'",
      world.acme,
    );
    for (const path of [
      `${BASE}/${foreign}`,
      `${BASE}/${campaign}`,
      `${BASE}/${foreign}/breadcrumb`,
      `${BASE}/x`,
    ])
      expect((await world.operator.call(path)).body).toEqual({ status: 404, error: 'Folder not found' });
  });

  it('needs CallScript/view to read and CallScript/edit to change', async () => {
    expect((await world.viewer.call(`${BASE}/0`)).status).toBe(200);
    const res = await world.viewer.call(BASE, { method: 'POST', body: { name: 'No', idParent: 0 } });
    expect(res.body).toEqual({ status: 403, error: 'Missing permission CallScript/edit' });
  });
});

describe('folder changes', () => {
  it('creates, renames and removes an empty folder', async () => {
    const folder = await createFolder('Test folder A', 0);
    expect(folder).toMatchObject({ name: 'Test folder A', idParent: 0, itemCount: 0, children: [] });
    const renamed = await world.operator.call(`${BASE}/${folder.id}`, {
      method: 'PUT',
      body: { name: 'Test folder B' },
    });
    expect(renamed.body).toMatchObject({ id: folder.id, name: 'Test folder B' });
    const removed = await world.operator.call(`${BASE}/${folder.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect((await world.operator.call(`${BASE}/${folder.id}`)).status).toBe(404);
  });

  it('refuses bad names, unknown parents and a sibling of the same name', async () => {
    const empty = await world.operator.call(BASE, { method: 'POST', body: { name: '  ', idParent: 0 } });
    expect(empty.body).toMatchObject({ status: 400, errors: { name: 'Field is required' } });
    const parent = await world.operator.call(BASE, { method: 'POST', body: { name: 'X', idParent: 999999 } });
    expect(parent.body).toMatchObject({ status: 400, errors: { idParent: 'Unknown folder' } });
    await createFolder('Twin', 0);
    const twin = await world.operator.call(BASE, { method: 'POST', body: { name: 'twin', idParent: 0 } });
    expect(twin.body).toMatchObject({ errors: { name: 'A folder with this name already exists here' } });
    expect((await world.operator.call(BASE, { method: 'POST', body: [] })).status).toBe(400);
  });

  it('refuses to move a folder into itself or one of its descendants', async () => {
    const top = await createFolder('Cycle top', 0);
    const child = await createFolder('Cycle child', top.id);
    const grandchild = await createFolder('Cycle grandchild', child.id);
    for (const idParent of [top.id, grandchild.id]) {
      const res = await world.operator.call(`${BASE}/${top.id}`, { method: 'PUT', body: { idParent } });
      expect(res.body).toEqual({
        status: 409,
        error: 'A folder cannot be moved into itself or one of its subfolders',
      });
    }
    const moved = await world.operator.call(`${BASE}/${grandchild.id}`, {
      method: 'PUT',
      body: { idParent: 0 },
    });
    expect(moved.body).toMatchObject({ id: grandchild.id, idParent: 0 });
  });

  it('refuses to remove a folder that holds folders or flows', async () => {
    const top = await createFolder('Not empty', 0);
    await createFolder('Inside', top.id);
    const res = await world.operator.call(`${BASE}/${top.id}`, { method: 'DELETE' });
    expect(res.body).toEqual({
      status: 409,
      error: 'The folder is not empty: move or remove its folders and items first',
    });
  });

  it('moves flows in bulk into a folder and back to the root, only flows of the context', async () => {
    const target = await createFolder('Bulk target', 0);
    const ids = (
      world.platform.db
        .prepare('SELECT id FROM call_script WHERE id_tenant = ? AND is_component = 0 ORDER BY id LIMIT 2')
        .all(world.acme) as { id: number }[]
    ).map((row) => row.id);
    const res = await world.operator.call('/api/designer/flows/bulk/move', {
      method: 'POST',
      body: { ids, idFolder: target.id },
    });
    expect(res.body).toEqual({ moved: 2 });
    const listed = (await world.operator.call(`/api/designer/flows?${filterQuery({ idFolder: target.id })}`))
      .body as ListResponse<FlowSummary>;
    expect(listed.items.map((flow) => flow.id).sort()).toEqual([...ids].sort());
    expect((await world.operator.call(`${BASE}/${target.id}`, { method: 'DELETE' })).status).toBe(409);
    const foreign = world.value('SELECT id FROM call_script WHERE id_tenant = ?', world.globex);
    const refused = await world.operator.call('/api/designer/flows/bulk/move', {
      method: 'POST',
      body: { ids: [ids[0], foreign], idFolder: 0 },
    });
    expect(refused.body).toEqual({ status: 404, error: 'Some of the items were not found' });
    const bad = await world.operator.call('/api/designer/flows/bulk/move', {
      method: 'POST',
      body: { ids: [], idFolder: 'x' },
    });
    expect(bad.body).toMatchObject({
      status: 400,
      errors: { ids: expect.any(String), idFolder: expect.any(String) },
    });
    const back = await world.operator.call('/api/designer/flows/bulk/move', {
      method: 'POST',
      body: { ids, idFolder: null },
    });
    expect(back.body).toEqual({ moved: 2 });
    expect(
      world.value('SELECT COUNT(*) FROM call_script WHERE id IN (?, ?) AND id_folder IS NULL', ...ids),
    ).toBe(2);
  });

  it('does not touch folders of another tenant', async () => {
    const foreign = world.value("SELECT id FROM folder WHERE id_tenant = ? AND kind = 'flow'", world.globex);
    const rename = await world.operator.call(`${BASE}/${foreign}`, { method: 'PUT', body: { name: 'Mine' } });
    expect(rename.status).toBe(404);
    expect((await world.operator.call(`${BASE}/${foreign}`, { method: 'DELETE' })).status).toBe(404);
    const into = await world.operator.call(BASE, {
      method: 'POST',
      body: { name: 'Into', idParent: foreign },
    });
    expect(into.body).toMatchObject({ errors: { idParent: 'Unknown folder' } });
  });
});
