import type { FastifyInstance } from 'fastify';
import type { BackgroundTask } from '../../../src/shared/wire/home';
import type { JobRunner } from '../../jobs/jobRunner';
import { demoCallRoute } from './demoCallPlacement';
import { testCallJob, type CallStep } from './testCallJob';
import { EventType } from './conversationEvents';
import type { Db } from '../../db/database';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { notFound } from '../../api/apiError';
import { parseVariables, TEST_CALLER, testCallLine } from './testCallInputs';
import { isE164 } from '../../../src/shared/phoneNumbers';
import { VALIDATION_MESSAGES } from '../../../src/shared/validation/messages';
import { assertValid, bodyOf, idParam } from '../../api/validation';
import { createLiveCalls } from './conversationLiveCalls';
import { findLine } from '../lines/lineRecords';
import { flowCallSteps } from '../flows/flow-runner/flowCallSteps';
import { createEspeakSynthesiser, type Synthesiser } from '../tts-generator/synthesiser';

/** The steps of a call on a line: its flow run by the interpreter, or an error when it routes to no flow. */
async function lineCallSteps(
  db: Db,
  line: { idTenant: number; idCallScript: number | null },
  synthesiser: Synthesiser,
): Promise<CallStep[]> {
  if (line.idCallScript === null)
    return [
      { type: EventType.PICKUP, text: 'Call picked up', state: 'talking' },
      { type: EventType.ERROR, text: 'The line routes to no flow' },
    ];
  return flowCallSteps(db, { idTenant: line.idTenant, idCallScript: line.idCallScript }, { synthesiser });
}

/**
 * Test calls (SPEC §7 flow "test call", line "live translate test call") as background tasks whose events land in a
 * new conversation (process kind TESTING) while the consoles watch the call live; the finished task links to it.
 */
export function conversationTestCallRoutes(
  app: FastifyInstance,
  context: ApiContext,
  runner: JobRunner,
  stepMs: number,
): { close(): Promise<void> } {
  const { db } = context;
  const live = createLiveCalls(context);
  const synthesiser = createEspeakSynthesiser();
  const stopping = new AbortController();
  const start = (
    owner: { idTenant: number; idUser: number },
    name: string,
    job: Omit<Parameters<typeof testCallJob>[0], 'signal'>,
  ) =>
    runner.start(
      owner,
      { name, description: job.call.callee },
      testCallJob({ ...job, signal: stopping.signal }),
    );

  demoCallRoute(app, db, synthesiser, (owner, name, call, steps) =>
    start(owner, name, { live, call, steps, stepMs }),
  );

  app.post(
    '/api/designer/flows/:id/test-call',
    { config: { access: { area: 'CallScript', action: 'test' } } },
    async (request, reply): Promise<BackgroundTask> => {
      const principal = principalOf(request);
      const body = bodyOf(request);
      const flow = db
        .prepare('SELECT id, name FROM call_script WHERE id = ? AND id_tenant = ? AND is_component = 0')
        .get(idParam(request), principal.idTenant) as { id: number; name: string } | undefined;
      if (!flow) throw notFound('Flow not found');
      // The number the call is placed to (SPEC §5 messages; the console's dialog gave way to the interactive call).
      const phone = typeof body.phoneNumber === 'string' ? body.phoneNumber.trim() : '';
      assertValid(
        phone === ''
          ? { phoneNumber: VALIDATION_MESSAGES.required }
          : isE164(phone)
            ? {}
            : { phoneNumber: VALIDATION_MESSAGES.match },
      );
      const variables = parseVariables(body.testVariables, 'testVariables');
      const line = testCallLine(db, principal.idTenant, flow.id);
      const task = start(principal, `Test call: ${flow.name}`, {
        live,
        call: {
          idTenant: principal.idTenant,
          idLine: line.id,
          idCallScript: flow.id,
          caller: line.phone_number,
          callee: phone,
          processKind: 3,
          data: { ...variables, testCall: true },
        },
        // The flow's own path, silent caller (an interactive caller is issue 33.5).
        steps: await flowCallSteps(
          db,
          { idTenant: principal.idTenant, idCallScript: flow.id },
          { variables, synthesiser },
        ),
        stepMs,
      });
      return reply.code(202).send(task);
    },
  );

  app.post(
    '/api/administration/lines/:id/test-call',
    { config: { access: { area: 'Line', action: 'edit' } } },
    async (request, reply): Promise<BackgroundTask> => {
      const principal = principalOf(request);
      const line = findLine(db, idParam(request), principal.idTenant);
      const task = start(principal, `Live translate test call: ${line.name}`, {
        live,
        call: {
          idTenant: line.idTenant,
          idLine: line.id,
          idCallScript: line.idCallScript,
          caller: TEST_CALLER,
          callee: line.phoneNumber,
          processKind: 3,
          data: { liveTranslate: true },
        },
        // The line's own flow, the test caller silent (a line without a flow says so in its timeline).
        steps: await lineCallSteps(db, line, synthesiser),
        stepMs,
      });
      return reply.code(202).send(task);
    },
  );
  return {
    // Running test calls hang up before the database closes.
    async close() {
      stopping.abort();
      await runner.idle();
    },
  };
}
