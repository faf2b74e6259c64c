import type { FastifyInstance } from 'fastify';
import type { BackgroundTask } from '../../../src/shared/wire/home';
import { principalOf } from '../../api/accessGuard';
import { ApiError, notFound } from '../../api/apiError';
import { idParam } from '../../api/validation';
import type { Db } from '../../db/database';
import { flowCallSteps } from '../flows/flow-runner/flowCallSteps';
import { simulatedCaller } from '../flows/flow-runner/scriptedCaller';
import type { Synthesiser } from '../tts-generator/synthesiser';
import type { CallStart } from './conversationLiveCalls';
import { testCallLine } from './testCallInputs';
import type { CallStep } from './testCallJob';

interface DemoCallRow {
  id: number;
  name: string;
  phoneNumber: string;
  idCallScript: number | null;
  validUntil: string | null;
  line: { id: number; phone_number: string } | undefined;
}

/** Starts a call as a background task (the test calls' runner); answers the task. */
type StartCall = (
  owner: { idTenant: number; idUser: number },
  name: string,
  call: CallStart,
  steps: CallStep[],
) => BackgroundTask;

/**
 * A demo call placed from the console (SPEC demo calls): the prospect's number rings the group's line (else the
 * tenant's test line) and the demo call's flow answers, run by the interpreter with a simulated prospect who answers
 * its questions. The call is counted on the demo call and watched live like any other; its task links to the
 * conversation.
 */
export function demoCallRoute(app: FastifyInstance, db: Db, synthesiser: Synthesiser, start: StartCall) {
  const findDemo = (id: number, idTenant: number): DemoCallRow | undefined => {
    const row = db
      .prepare(
        `SELECT c.id, c.name, c.phone_number AS phoneNumber, c.id_call_script AS idCallScript,
           g.valid_until AS validUntil, g.id_line AS idLine
         FROM demo_call c JOIN demo_call_group g ON g.id = c.id_demo_call_group
         WHERE c.id = ? AND g.id_tenant = ?`,
      )
      .get(id, idTenant) as (Omit<DemoCallRow, 'line'> & { idLine: number | null }) | undefined;
    if (!row) return undefined;
    const line = db
      .prepare('SELECT id, phone_number FROM line WHERE id = ? AND id_tenant = ? AND enabled = 1')
      .get(row.idLine, idTenant) as DemoCallRow['line'];
    return { ...row, line };
  };

  app.post(
    '/api/demo-call/calls/:id/call',
    { config: { access: { area: 'DemoCall', action: 'edit' } } },
    async (request, reply): Promise<BackgroundTask> => {
      const principal = principalOf(request);
      const demo = findDemo(idParam(request), principal.idTenant);
      if (!demo) throw notFound('Demo call not found');
      if (demo.idCallScript === null) throw new ApiError(409, 'The demo call has no flow to answer it');
      const today = new Date().toISOString().slice(0, 10);
      if (demo.validUntil !== null && demo.validUntil.slice(0, 10) < today)
        throw new ApiError(409, 'The demo call group is no longer valid');
      const line = demo.line ?? testCallLine(db, principal.idTenant, demo.idCallScript);
      const steps = await flowCallSteps(
        db,
        { idTenant: principal.idTenant, idCallScript: demo.idCallScript },
        { synthesiser, caller: simulatedCaller(Math.random) },
      );
      db.prepare('UPDATE demo_call SET call_count = call_count + 1, last_called = ? WHERE id = ?').run(
        new Date().toISOString(),
        demo.id,
      );
      const task = start(
        principal,
        `Demo call: ${demo.name}`,
        {
          idTenant: principal.idTenant,
          idLine: line.id,
          idCallScript: demo.idCallScript,
          caller: demo.phoneNumber,
          callee: line.phone_number,
          processKind: 0, // an inbound call: the prospect rings the demo line
          data: { demoCall: demo.id },
        },
        steps,
      );
      return reply.code(202).send(task);
    },
  );
}
