import type { Db } from '../../../db/database';
import type { Synthesiser } from '../../tts-generator/synthesiser';
import { espeakSpeech } from './espeakSpeech';
import { FlowEventType, type FlowEvent, type FlowRunOptions } from './flowRun';
import { runFlow } from './runFlow';
import { scriptedCaller } from './scriptedCaller';
import { storedFlow, tenantRecords } from './storedFlows';
import { tenantClassifier } from './tenantClassifier';

/** One step of a call as the test-call job plays it (its `CallStep`): an event, optionally a new call state. */
export interface FlowCallStep extends FlowEvent {
  state?: 'talking' | 'transferring';
}

/**
 * The steps of a call on a tenant's flow, run to its end with a scripted caller (`answers`, one per listen node;
 * `#12` presses keys; silence after them): picked up, then every event of the run. A flow that cannot be read
 * gives its problems as ERROR events, so the conversation shows why the call ended.
 */
export async function flowCallSteps(
  db: Db,
  target: { idTenant: number; idCallScript: number },
  options: {
    variables?: Record<string, string>;
    answers?: readonly string[];
    /** Another caller than the script of `answers` (simulated traffic's random caller). */
    caller?: FlowRunOptions['listen'];
    synthesiser?: Synthesiser;
    /** Speech without espeak-ng runs (simulated traffic: cached prompts only). */
    speech?: FlowRunOptions['synthesise'];
  },
): Promise<FlowCallStep[]> {
  const steps: FlowCallStep[] = [
    { type: FlowEventType.PICKUP, text: 'Call picked up', data: {}, state: 'talking' },
  ];
  const stored = storedFlow(db, target.idTenant, target.idCallScript);
  if (!stored.flow) {
    for (const problem of stored.problems)
      steps.push({ type: FlowEventType.ERROR, text: problem.message, data: { node: problem.node } });
    return steps;
  }
  await runFlow(stored.flow, {
    emit: (event) =>
      steps.push(event.type === FlowEventType.CALL_TRANSFER ? { ...event, state: 'transferring' } : event),
    listen: options.caller ?? scriptedCaller(options.answers ?? []),
    classify: tenantClassifier(db, target.idTenant),
    component: stored.component,
    ...tenantRecords(db, target.idTenant),
    synthesise: options.speech ?? (options.synthesiser && espeakSpeech(options.synthesiser)),
    variables: options.variables,
  });
  return steps;
}
