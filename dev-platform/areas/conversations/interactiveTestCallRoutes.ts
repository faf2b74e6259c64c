import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Flow } from '../../../src/shared/flow/flowModel';
import { readFlow } from '../../../src/shared/flow/upgradeFlow';
import { TEST_CALL_INPUT, type FlowTestCall } from '../../../src/shared/wire/flowTestCall';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { ApiError, badRequest, notFound } from '../../api/apiError';
import { assertValid, bodyOf, idParam } from '../../api/validation';
import type { CallerInput } from '../flows/flow-runner/flowInput';
import { espeakSpeech } from '../flows/flow-runner/espeakSpeech';
import { platformSpeech } from '../flows/flow-runner/speechCache';
import { storedFlow, tenantRecords } from '../flows/flow-runner/storedFlows';
import { tenantClassifier } from '../flows/flow-runner/tenantClassifier';
import type { Synthesiser } from '../tts-generator/synthesiser';
import { createLiveCalls } from './conversationLiveCalls';
import { parseVariables, TEST_CALLER, testCallLine } from './testCallInputs';
import { createInteractiveTestCalls, TestCallError, type Clock } from './interactiveTestCalls';

const access = { config: { access: { area: 'CallScript', action: 'test' } } } as const;
const START_FIELDS = new Set(['version', 'content', 'variables']);
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const REASONS: Record<TestCallError['reason'], ApiError> = {
  tooMany: new ApiError(409, 'Too many test calls in progress: end one first'),
  notListening: new ApiError(409, 'The call is not waiting for an answer'),
  wrongInput: badRequest('Validation failed', { input: 'This step does not accept this kind of input' }),
};

/** The tester's input: exactly one of `text` (typed speech) and `digits` (DTMF keys). */
function inputOf(body: Record<string, unknown>): CallerInput {
  const { text, digits } = body;
  const extra = Object.keys(body).find((key) => key !== 'text' && key !== 'digits');
  if (extra) throw badRequest('Validation failed', { [extra]: 'Unknown field' });
  if (typeof text === 'string' && digits === undefined) {
    const trimmed = text.trim();
    if (trimmed.length >= 1 && trimmed.length <= TEST_CALL_INPUT.textMax)
      return { kind: 'text', text: trimmed };
    throw badRequest('Validation failed', { text: `Type 1 to ${TEST_CALL_INPUT.textMax} characters` });
  }
  if (typeof digits === 'string' && text === undefined && TEST_CALL_INPUT.digits.test(digits))
    return { kind: 'dtmf', digits };
  throw badRequest('Validation failed', { input: 'Send either text or digits (0-9, * and #)' });
}

/**
 * The interactive test call of a flow (issue 33.5): start it on the flow's newest version, one of its versions or
 * the designer's unsaved content; answer the robot with text or keys; end it; play a prompt's audio. Each call is
 * its tester's alone: another user, or the same user in another tenant context, gets 404.
 */
export function interactiveTestCallRoutes(
  app: FastifyInstance,
  context: ApiContext,
  options: { synthesiser: Synthesiser; clock?: Clock },
): { close(): Promise<void> } {
  const { db } = context;
  const calls = createInteractiveTestCalls({
    live: createLiveCalls(context),
    clock: options.clock,
    publish: (owner, call) =>
      context.publish(owner.idTenant, 'TestCallChanged', { idUser: owner.idUser, call }),
  });
  const owner = (request: FastifyRequest) => {
    const { idTenant, idUser } = principalOf(request);
    return { idTenant, idUser };
  };
  const guidOf = (request: FastifyRequest) => {
    const { guid } = request.params as { guid: string };
    if (!GUID.test(guid)) throw notFound('Test call not found');
    return guid;
  };
  const found = (call: FlowTestCall | undefined) => {
    if (!call) throw notFound('Test call not found');
    return call;
  };
  const guarded = async <T>(work: () => Promise<T>) => {
    try {
      return await work();
    } catch (error) {
      throw error instanceof TestCallError ? REASONS[error.reason] : error;
    }
  };

  /** The flow the call runs: the draft content, a version, else the newest version. */
  const flowToRun = (idTenant: number, idCallScript: number, body: Record<string, unknown>): Flow => {
    if (body.content !== undefined) {
      const read = readFlow(body.content);
      if (!read.flow)
        throw badRequest('Validation failed', { content: read.problems[0]?.message ?? 'Not a flow' });
      return read.flow;
    }
    if (body.version !== undefined) {
      if (!Number.isInteger(body.version) || (body.version as number) < 1)
        throw badRequest('Validation failed', { version: 'A version number' });
      const row = db
        .prepare('SELECT content FROM call_script_version WHERE id_call_script = ? AND version = ?')
        .pluck()
        .get(idCallScript, body.version) as string | undefined;
      if (row === undefined) throw notFound('Version not found');
      const read = readFlow(JSON.parse(row));
      if (!read.flow) throw new ApiError(409, read.problems[0]?.message ?? 'The version is not a flow');
      return read.flow;
    }
    const stored = storedFlow(db, idTenant, idCallScript);
    if (!stored.flow) throw new ApiError(409, stored.problems[0]?.message ?? 'The flow has no version');
    return stored.flow;
  };

  app.post('/api/designer/flows/:id/interactive-test-call', access, async (request, reply) => {
    const who = owner(request);
    const body = bodyOf(request);
    const flow = db
      .prepare('SELECT id FROM call_script WHERE id = ? AND id_tenant = ? AND is_component = 0')
      .pluck()
      .get(idParam(request), who.idTenant) as number | undefined;
    if (flow === undefined) throw notFound('Flow not found');
    const extra = Object.keys(body).find((key) => !START_FIELDS.has(key));
    if (extra) assertValid({ [extra]: 'Unknown field' });
    const variables = parseVariables(body.variables, 'variables');
    const run = flowToRun(who.idTenant, flow, body);
    const line = testCallLine(db, who.idTenant, flow);
    const call = await guarded(() =>
      calls.start(who, {
        flow: run,
        idCallScript: flow,
        component: storedFlow(db, who.idTenant, flow).component,
        ...tenantRecords(db, who.idTenant),
        classify: tenantClassifier(db, who.idTenant),
        synthesise: espeakSpeech(options.synthesiser),
        variables,
        call: {
          idTenant: who.idTenant,
          idLine: line.id,
          idCallScript: flow,
          caller: TEST_CALLER,
          callee: line.phone_number,
          processKind: 3,
          data: { ...variables, testCall: true, interactive: true },
        },
      }),
    );
    return reply.code(201).send(call);
  });

  app.get('/api/designer/test-calls/:guid', access, async (request) =>
    found(calls.find(owner(request), guidOf(request))),
  );
  app.post('/api/designer/test-calls/:guid/input', access, async (request) => {
    const guid = guidOf(request);
    const input = inputOf(bodyOf(request));
    return found(await guarded(() => calls.input(owner(request), guid, input)));
  });
  app.post('/api/designer/test-calls/:guid/end', access, async (request) =>
    found(await calls.end(owner(request), guidOf(request))),
  );
  app.get('/api/designer/test-calls/:guid/prompts/:seq', access, async (request, reply) => {
    const seq = Number((request.params as { seq: string }).seq);
    const prompt = Number.isInteger(seq) ? calls.prompt(owner(request), guidOf(request), seq) : undefined;
    const wav = prompt && platformSpeech.get(prompt.voice, prompt.text);
    if (!wav) throw notFound('Prompt audio not found');
    return reply
      .header('Content-Type', 'audio/wav')
      .header('Cache-Control', 'private, max-age=300')
      .send(wav);
  });
  return { close: () => calls.close() };
}
