// @vitest-environment node
import type { Db } from '../../../db/database';
import { sampleFlow } from '../../../../src/shared/flow/flowFixtures';
import { FlowEventType } from './flowRun';
import { flowCallSteps } from './flowCallSteps';
import { TEST_NOW, twoTenantsDb } from './twoTenantsDb';

function flow(db: Db, content: string): number {
  const id = db
    .prepare('INSERT INTO call_script (id_tenant, name, created, updated) VALUES (1, ?, ?, ?)')
    .run('Main', TEST_NOW, TEST_NOW).lastInsertRowid;
  db.prepare(
    'INSERT INTO call_script_version (id_call_script, version, created, content) VALUES (?, 1, ?, ?)',
  ).run(id, TEST_NOW, content);
  return Number(id);
}

describe('flowCallSteps', () => {
  let db: Db;
  beforeEach(() => (db = twoTenantsDb()));
  afterEach(() => db.close());

  it("plays the flow's path for the scripted answers, with the transfer as a state change", async () => {
    const idCallScript = flow(db, JSON.stringify(sampleFlow()));
    const component = {
      ...sampleFlow(),
      name: 'Identification',
      nodes: [sampleFlow().nodes[0], sampleFlow().nodes[7]],
    };
    flow(db, JSON.stringify({ ...component, edges: [{ from: 'start', to: 'end' }] }));
    db.prepare("UPDATE call_script SET name = 'Identification', is_component = 1 WHERE id = 2").run();
    const steps = await flowCallSteps(
      db,
      { idTenant: 1, idCallScript },
      { answers: ['support'], variables: { callerName: 'Eva' } },
    );
    expect(steps.map((step) => step.text)).toEqual([
      'Call picked up',
      'Hello Eva',
      'support',
      'Intent support',
      'Identification',
      'Identification',
      'Blind transfer to Support',
    ]);
    expect(steps.at(-1)).toMatchObject({ type: FlowEventType.CALL_TRANSFER, state: 'transferring' });
  });

  it('ends with the reasons when the flow cannot be read', async () => {
    const idCallScript = flow(
      db,
      JSON.stringify({
        schemaVersion: 3,
        name: 'Bad',
        nodes: [{ id: 'x' }],
        edges: [],
        settings: { silenceTimeoutMs: 1, bargeIn: true },
      }),
    );
    const steps = await flowCallSteps(db, { idTenant: 1, idCallScript }, {});
    expect(steps.map((step) => `${step.type} ${step.text}`)).toEqual([
      `${FlowEventType.PICKUP} Call picked up`,
      `${FlowEventType.ERROR} Unknown node type "undefined"`,
    ]);
  });
});
