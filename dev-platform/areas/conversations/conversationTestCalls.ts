import { parseUserJson } from '../../../src/shared/jsonShape';
import type { FastifyInstance } from 'fastify';
import type { BackgroundTask } from '../../../src/shared/wire/home';
import type { JobRunner } from '../../jobs/jobRunner';
import { testCallJob, testCallScript } from './testCallJob';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { ApiError, badRequest, notFound } from '../../api/apiError';
import { actionErrors } from '../../api/resourceRules';
import { assertValid, bodyOf, idParam } from '../../api/validation';
import { createLiveCalls } from './conversationLiveCalls';
import { findLine } from '../lines/lineRecords';
import { flowCallSteps } from '../flows/flow-runner/flowCallSteps';
import { createEspeakSynthesiser } from '../tts-generator/synthesiser';

const MAX_VARIABLES = 50;
/** The caller of a line's live-translate test call. */
export const TEST_CALLER = '+15550000000';

/** A test call's variables: an object of at most 50 texts (names 1–64 characters, values up to 500). */
function parseVariables(value: unknown): Record<string, string> {
  if (value === undefined || value === null || value === '') return {};
  const object = typeof value === 'string' ? safeJson(value) : value;
  if (typeof object !== 'object' || object === null || Array.isArray(object))
    throw badRequest('Validation failed', { testVariables: 'Variables must be a JSON object' });
  const entries = Object.entries(object as Record<string, unknown>);
  const valid =
    entries.length <= MAX_VARIABLES &&
    entries.every(
      ([name, text]) =>
        name.length >= 1 && name.length <= 64 && typeof text === 'string' && text.length <= 500,
    );
  if (!valid)
    throw badRequest('Validation failed', {
      testVariables: 'Variables must be at most 50 texts of 500 characters',
    });
  return Object.fromEntries(entries) as Record<string, string>;
}

function safeJson(text: string): unknown {
  const read = parseUserJson(text);
  return 'value' in read ? read.value : undefined;
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
      assertValid(actionErrors('flows', 'testCall', body));
      const variables = parseVariables(body.testVariables);
      // The call runs on a line routed to the flow, else on any enabled line of the tenant.
      const line = db
        .prepare(
          `SELECT id, phone_number FROM line WHERE id_tenant = ? AND enabled = 1
           ORDER BY (id_call_script = ?) DESC, id LIMIT 1`,
        )
        .get(principal.idTenant, flow.id) as { id: number; phone_number: string } | undefined;
      if (!line) throw new ApiError(409, 'No enabled line to place the test call on');
      const task = start(principal, `Test call: ${flow.name}`, {
        live,
        call: {
          idTenant: principal.idTenant,
          idLine: line.id,
          idCallScript: flow.id,
          caller: line.phone_number,
          callee: String(body.phoneNumber).trim(),
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
        steps: testCallScript({}),
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
