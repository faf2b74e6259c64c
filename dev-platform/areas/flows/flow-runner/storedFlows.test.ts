// @vitest-environment node
import type { Db } from '../../../db/database';
import { TEST_NOW as NOW, twoTenantsDb } from './twoTenantsDb';
import { sampleFlow } from '../../../../src/shared/flow/flowFixtures';
import { runFlow } from './runFlow';
import { scriptedCaller } from './scriptedCaller';
import { storedFlow } from './storedFlows';

function script(db: Db, tenant: number, name: string, content: unknown, component = false): number {
  const id = Number(
    db
      .prepare(
        'INSERT INTO call_script (id_tenant, name, is_component, created, updated) VALUES (?, ?, ?, ?, ?)',
      )
      .run(tenant, name, component ? 1 : 0, NOW, NOW).lastInsertRowid,
  );
  db.prepare(
    'INSERT INTO call_script_version (id_call_script, version, created, content) VALUES (?, 1, ?, ?)',
  ).run(id, NOW, typeof content === 'string' ? content : JSON.stringify(content));
  return id;
}

describe('storedFlow', () => {
  let db: Db;
  beforeEach(() => {
    db = twoTenantsDb();
  });
  afterEach(() => db.close());

  it("runs a tenant's newest flow version with its components from the same tenant", async () => {
    const id = script(db, 1, 'Main', sampleFlow());
    const component = { ...sampleFlow(), name: 'Identification' };
    component.nodes = [component.nodes[0], { id: 'bye', label: 'Bye', type: 'end' }];
    component.edges = [{ from: 'start', to: 'bye' }];
    script(db, 2, 'Identification', { ...component, nodes: [] }, true);
    script(db, 1, 'Identification', component, true);
    const stored = storedFlow(db, 1, id);
    expect(stored.problems).toEqual([]);
    const events: string[] = [];
    const result = await runFlow(stored.flow!, {
      emit: (event) => events.push(event.text),
      listen: scriptedCaller(['#2']),
      component: stored.component,
    });
    expect(events).toContain('Identification');
    expect(result.outcome).toBe('transferred');
  });

  it("does not find another tenant's flow, and reports a version that is not a flow", () => {
    const id = script(db, 2, 'Theirs', sampleFlow());
    expect(storedFlow(db, 1, id).problems).toEqual([{ message: 'The flow has no version' }]);
    expect(storedFlow(db, 2, script(db, 2, 'Broken', '{')).problems).toEqual([
      { message: 'The flow version is not JSON' },
    ]);
  });
});
