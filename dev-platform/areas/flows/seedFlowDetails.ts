import { Rng } from '../../db/seed/prng';
import type { SeedContext } from '../../db/seed/seedContext';

const VARIABLES = [
  'customerId',
  'accountBalance',
  'callerName',
  'preferredLanguage',
  'orderNumber',
  'postcode',
];
// A stream of its own: the main seed's draws (and so every other seeded row) stay as they were before issue 11.
const DETAILS_SEED = 11_011;

/**
 * Details of the seeded call scripts: process kind, component kind, last modifier (the latest version's author), the
 * variables each uses, and some flows used by other flows of their tenant as subflows (relations/usedInFlows). Runs
 * after `seedFlows` on its own random stream.
 */
export function seedFlowDetails(ctx: SeedContext): void {
  const rng = new Rng(DETAILS_SEED);
  const scripts = ctx.db.prepare('SELECT id, is_component FROM call_script ORDER BY id').all() as {
    id: number;
    is_component: number;
  }[];
  const update = ctx.db.prepare(
    `UPDATE call_script SET process_kind = ?, component_kind = ?,
       id_user_modified = (SELECT v.id_user FROM call_script_version v WHERE v.id_call_script = call_script.id
                           ORDER BY v.version DESC LIMIT 1)
     WHERE id = ?`,
  );
  const variable = ctx.db.prepare('INSERT INTO call_script_variable (id_call_script, name) VALUES (?, ?)');
  for (const script of scripts) {
    const component = script.is_component === 1;
    const processKind = component
      ? 1
      : rng.weighted([
          [1, 6],
          [0, 2],
          [3, 1],
        ] as const);
    update.run(processKind, component ? rng.int(1, 3) : null, script.id);
    for (const name of rng.sample(VARIABLES, rng.int(0, 3))) variable.run(script.id, name);
  }
  const usage = ctx.db.prepare('INSERT INTO call_script_usage (id_call_script, id_component) VALUES (?, ?)');
  for (const tenant of ctx.tenants) {
    const flows = tenant.flows;
    // About one flow in eight is a shared subflow, used by one to three later flows (so no flow uses itself).
    for (const subflow of rng.sample(flows, Math.floor(flows.length / 8)))
      for (const user of rng.sample(
        flows.filter((flow) => flow.id > subflow.id),
        rng.int(1, 3),
      ))
        usage.run(user.id, subflow.id);
  }
}
