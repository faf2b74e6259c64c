import type { FlowNode } from '../../../../src/shared/flow/flowModel';
import { intentPort } from '../../../../src/shared/flow/flowModel';
import { conditionHolds, interpolate, matchIntent } from './flowInput';
import { FlowEventType, type FlowRun, type NodeResult } from './flowRun';

type Step<K extends FlowNode['type']> = (
  node: Extract<FlowNode, { type: K }>,
  run: FlowRun,
) => Promise<NodeResult>;

const NEXT = { port: 'next' } as const;

const emit = (run: FlowRun, node: FlowNode, type: number, text: string, data: Record<string, unknown> = {}) =>
  run.options.emit({
    type,
    text,
    data: { ...data, node: node.id, ...(run.path.length > 0 && { path: [...run.path] }) },
  });

const listen: Step<'listen'> = async (node, run) => {
  const input = await run.options.listen(node);
  if (input.kind === 'timeout') {
    emit(run, node, FlowEventType.WARNING, `No answer within ${node.timeoutMs / 1000} s`);
    return { port: 'timeout' };
  }
  if (input.kind === 'text') emit(run, node, FlowEventType.HUMAN, input.text);
  else emit(run, node, FlowEventType.TONE_IN, input.digits, { digits: input.digits });
  run.variables.lastInput = input.kind === 'text' ? input.text : input.digits;
  const record = node.grammarName ? run.options.grammar?.(node.grammarName) : undefined;
  if (node.grammarName && !record)
    emit(run, node, FlowEventType.WARNING, `Unknown grammar "${node.grammarName}"`);
  const match = matchIntent(node, input, run.options.classify, record);
  if (!match) {
    run.variables.lastIntent = '';
    emit(run, node, FlowEventType.WARNING, 'No intent matched');
    return { port: 'noMatch' };
  }
  run.variables.lastIntent = match.intent;
  emit(run, node, FlowEventType.DEBUG, `Intent ${match.intent}`, { ...match });
  return { port: intentPort(match.intent) };
};

const subflow: Step<'subflow'> = async (node, run) => {
  const component = run.options.component?.(node.component);
  if (!component) {
    emit(run, node, FlowEventType.ERROR, `Unknown component "${node.component}"`);
    return { outcome: 'error' };
  }
  emit(run, node, FlowEventType.SUBFLOW_START, node.component);
  run.path.push(node.component);
  const result = await run.enter(component);
  run.path.pop();
  if (!('returned' in result)) return result;
  emit(run, node, FlowEventType.SUBFLOW_END, node.component);
  return NEXT;
};

const STEPS: { [K in FlowNode['type']]: Step<K> } = {
  start: async () => NEXT,
  say: async (node, run) => {
    const text = interpolate(node.text, run.variables);
    const audio = await run.options.synthesise?.(text, node.language, node.voice);
    emit(run, node, FlowEventType.ROBOT, text, {
      speaker: 'robot',
      language: node.language,
      voice: node.voice,
      audio,
    });
    return NEXT;
  },
  playAudio: async (node, run) => {
    const asset = run.options.audio?.(node.audio);
    // A missing asset is told but does not stop the call: the caller only misses a sound.
    if (run.options.audio && !asset)
      emit(run, node, FlowEventType.WARNING, `Unknown audio asset "${node.audio}"`);
    emit(run, node, FlowEventType.AUDIO_PLAY, node.audio, { audio: node.audio, ...asset });
    return NEXT;
  },
  listen,
  condition: async (node, run) => {
    const holds = conditionHolds(node, run.variables);
    emit(run, node, FlowEventType.DEBUG, `${node.variable} ${node.operator} ${node.value ?? ''}: ${holds}`);
    return { port: String(holds) };
  },
  setVariable: async (node, run) => {
    run.variables[node.variable] = interpolate(node.value ?? '', run.variables);
    emit(run, node, FlowEventType.DEBUG, `${node.variable} = ${run.variables[node.variable]}`);
    return NEXT;
  },
  sendSms: async (node, run) => {
    const to = interpolate(node.to, run.variables);
    emit(run, node, FlowEventType.SMS_SENT, interpolate(node.text, run.variables), { to });
    return NEXT;
  },
  sendEmail: async (node, run) => {
    const [to, subject] = [interpolate(node.to, run.variables), interpolate(node.subject, run.variables)];
    emit(run, node, FlowEventType.EMAIL_SENT, interpolate(node.text, run.variables), { to, subject });
    return NEXT;
  },
  transfer: async (node, run) => {
    const data = { mode: node.mode, targetKind: node.targetKind, target: node.target };
    emit(run, node, FlowEventType.CALL_TRANSFER, `${node.mode} transfer to ${node.target}`, data);
    if (node.mode === 'Blind' || ((await run.options.transferAnswered?.(node)) ?? true))
      return { outcome: 'transferred' };
    emit(run, node, FlowEventType.WARNING, `${node.target} did not answer`);
    return { port: 'failed' };
  },
  agent: async (node, run) => {
    emit(run, node, FlowEventType.AGENT, `Handed over to ${node.queue ?? 'an agent'}`, {
      queue: node.queue,
      note: node.note,
    });
    return { outcome: 'agent' };
  },
  subflow,
  // The end of a component returns to the flow that called it; the end of the flow hangs up.
  end: async (_node, run) => (run.path.length > 0 ? { returned: true } : { outcome: 'hangup' }),
};

/** One node's effect: its events, variables, and where the call goes next. */
export const nodeStep = (node: FlowNode, run: FlowRun): Promise<NodeResult> =>
  (STEPS[node.type] as Step<FlowNode['type']>)(node as never, run);
