import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Flow } from '../../src/shared/flow/flowModel';
import { flowFromTemplate } from '../../src/shared/flow/flowTemplates';
import type { FlowDetail } from '../../src/shared/wire/flows';
import type {
  FlowVersionDetail,
  FlowVersionDiff,
  SavedFlowVersion,
} from '../../src/shared/wire/flowVersions';
import { startTelephonyWorld, type TelephonyWorld } from './telephonyFixtures';

let world: TelephonyWorld;
let flow: FlowDetail;
const FLOWS = '/api/designer/flows';

const save = (content: unknown, comment = 'Designed', session = world.operator) =>
  session.call(`${FLOWS}/${flow.id}/versions`, { method: 'POST', body: { content, comment } });

beforeAll(async () => {
  world = await startTelephonyWorld();
  const language = world.value('SELECT id FROM language ORDER BY id');
  const created = await world.operator.call(FLOWS, {
    method: 'POST',
    body: { name: 'Designed menu', idLanguage: language, template: 'menu' },
  });
  expect(created.status).toBe(201);
  flow = created.body as FlowDetail;
});
afterAll(async () => world?.close());

describe('creating flows and components from a template', () => {
  it('creates a flow at version 1 whose content is the template, in the language asked for', async () => {
    expect(flow).toMatchObject({ name: 'Designed menu', version: 1, createdBy: 'operator' });
    const first = (await world.operator.call(`${FLOWS}/${flow.id}/versions/1`)).body as FlowVersionDetail;
    const code = world.value<string>('SELECT code FROM language WHERE id = ?', flow.idLanguage);
    expect(first.content).toEqual(flowFromTemplate('menu', 'Designed menu', code));
  });

  it('refuses a taken name, an unknown template, a foreign folder; components have no folder', async () => {
    const create = (body: Record<string, unknown>, path = FLOWS) =>
      world.operator.call(path, { method: 'POST', body });
    const foreign = world.value("SELECT id FROM folder WHERE id_tenant = ? AND kind = 'flow'", world.globex);
    const res = await create({ name: 'Designed menu', template: 'maze', idFolder: foreign });
    expect(res.body).toMatchObject({
      status: 400,
      errors: {
        name: 'A call script with this name already exists',
        template: expect.stringContaining('Expected one of'),
        idFolder: 'Folder not found',
      },
    });
    expect((await create({ name: 'x' })).body).toMatchObject({ errors: { name: expect.any(String) } });
    const component = await create(
      { name: 'Designed component', template: 'empty' },
      '/api/designer/components',
    );
    expect(component.status).toBe(201);
    expect(component.body).toMatchObject({ version: 1 });
  });

  it('is refused without the edit permission', async () => {
    const res = await world.viewer.call(FLOWS, { method: 'POST', body: { name: 'Viewer flow' } });
    expect(res.status).toBe(403);
  });
});

describe('saving designed content', () => {
  it('saves valid content as the next version, with a node-level diff', async () => {
    const content = flowFromTemplate('menu', 'Designed menu');
    content.nodes.push({ id: 'say1', label: 'Hours', type: 'say', text: 'We are open 9 to 5.' });
    content.edges = content.edges.map((edge) =>
      edge.from === 'sales' ? { from: 'sales', to: 'say1' } : edge,
    );
    content.edges.push({ from: 'say1', to: 'end' });
    const res = await save(content, 'Added opening hours');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ version: 2, comment: 'Added opening hours', problems: [] });
    const diff = (await world.operator.call(`${FLOWS}/${flow.id}/diff/1/2`)).body as FlowVersionDiff;
    expect(diff.diff.nodes).toContainEqual(
      expect.objectContaining({ id: 'say1', type: 'say', change: 'added' }),
    );
  });

  it('relates the components a saved version runs as subflows, both ways (issue 33.6)', async () => {
    const component = world.value<string>(
      'SELECT name FROM call_script WHERE id_tenant = ? AND is_component = 1 ORDER BY id',
      world.acme,
    );
    const idComponent = world.value(
      'SELECT id FROM call_script WHERE name = ? AND id_tenant = ?',
      component,
      world.acme,
    );
    const content = flowFromTemplate('menu', 'Designed menu');
    content.nodes.push({ id: 'verify', label: 'Verify', type: 'subflow', component });
    content.edges = content.edges.map((edge) =>
      edge.from === 'billing' ? { from: 'billing', to: 'verify' } : edge,
    );
    content.edges.push({ from: 'verify', to: 'end' });
    expect((await save(content, 'Billing verifies the caller')).status).toBe(201);
    const names = async (path: string) =>
      ((await world.operator.call(path)).body as { items: { name: string }[] }).items.map(
        (item) => item.name,
      );
    expect(await names(`${FLOWS}/${flow.id}/components`)).toEqual([component]);
    expect(await names(`/api/designer/components/${idComponent}/used-in-flows?pageSize=500`)).toContain(
      'Designed menu',
    );
  });

  it('keeps a flow that breaks graph rules and answers the problems by node', async () => {
    const content = flowFromTemplate('empty', 'Designed menu');
    content.nodes.push({ id: 'lost', label: 'Lost', type: 'end' });
    const res = await save(content);
    expect(res.status).toBe(201);
    expect((res.body as SavedFlowVersion).problems).toEqual([
      { node: 'lost', message: '"Lost" cannot be reached from the start' },
    ]);
  });

  it('refuses bad shapes with 400 and node-precise messages, never a 500', async () => {
    const good = flowFromTemplate('empty', 'Designed menu');
    const badNode = { ...good, nodes: [...good.nodes, { id: 'x', label: 'X', type: 'say', text: 3 }] };
    expect((await save(badNode)).body).toMatchObject({
      status: 400,
      errors: { 'nodes.x': expect.stringContaining('text') },
    });
    const badEdge: Flow = { ...good, edges: [{ from: 'start', to: 'nowhere' }] };
    expect((await save(badEdge)).body).toMatchObject({
      errors: { 'nodes.start': 'Edge to unknown node "nowhere"' },
    });
    for (const content of [null, 'text', [], { schemaVersion: 3 }, { ...good, extra: 1 }]) {
      const res = await save(content);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ errors: { content: expect.any(String) } });
    }
    expect((await save(good, '  ')).body).toMatchObject({ errors: { comment: 'Field is required' } });
  });

  it('is refused without the edit permission and for a foreign flow', async () => {
    expect((await save(flowFromTemplate('empty', 'V'), 'c', world.viewer)).status).toBe(403);
    const foreign = world.value('SELECT id FROM call_script WHERE id_tenant = ?', world.globex);
    const res = await world.operator.call(`${FLOWS}/${foreign}/versions`, {
      method: 'POST',
      body: { content: flowFromTemplate('empty', 'F'), comment: 'c' },
    });
    expect(res.status).toBe(404);
  });
});
