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
  /** The group's demo line when it is the tenant's and enabled. */
  idLine: number | null;
  linePhone: string | null;
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
  const findDemo = db.prepare(
    `SELECT c.id, c.name, c.phone_number AS phoneNumber, c.id_call_script AS idCallScript,
       g.valid_until AS validUntil, l.id AS idLine, l.phone_number AS linePhone
     FROM demo_call c JOIN demo_call_group g ON g.id = c.id_demo_call_group
     LEFT JOIN line l ON l.id = g.id_line AND l.id_tenant = g.id_tenant AND l.enabled = 1
     WHERE c.id = ? AND g.id_tenant = ?`,
  );

  app.post(
    '/api/demo-call/calls/:id/call',
    { config: { access: { area: 'DemoCall', action: 'edit' } } },
    async (request, reply): Promise<BackgroundTask> => {
      const principal = principalOf(request);
      const demo = findDemo.get(idParam(request), principal.idTenant) as DemoCallRow | undefined;
      if (!demo) throw notFound('Demo call not found');
      if (demo.idCallScript === null) throw new ApiError(409, 'The demo call has no flow to answer it');
      const today = new Date().toISOString().slice(0, 10);
      if (demo.validUntil !== null && demo.validUntil.slice(0, 10) < today)
        throw new ApiError(409, 'The demo call group is no longer valid');
      const line =
        demo.idLine !== null && demo.linePhone !== null
          ? { id: demo.idLine, phone_number: demo.linePhone }
          : testCallLine(db, principal.idTenant, demo.idCallScript);
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
