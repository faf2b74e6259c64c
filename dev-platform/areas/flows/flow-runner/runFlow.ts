import { portOf, type Flow, type FlowEdge, type FlowNode } from '../../../../src/shared/flow/flowModel';
import {
  FlowEventType,
  type FlowOutcome,
  type FlowRun,
  type FlowRunOptions,
  type NodeResult,
} from './flowRun';
import { nodeStep } from './nodeSteps';

const MAX_DEPTH = 8;
const DEFAULT_MAX_STEPS = 1000;

const fail = (run: FlowRun, node: FlowNode | undefined, text: string): NodeResult => {
  run.options.emit({ type: FlowEventType.ERROR, text, data: { node: node?.id, path: [...run.path] } });
  return { outcome: 'error' };
};

/** Runs one graph from its start until it ends, leaves the call, or (in a subflow) returns. */
export async function runGraph(flow: Flow, run: FlowRun): Promise<NodeResult> {
  if (run.path.length > MAX_DEPTH)
    return fail(run, undefined, `Subflows nested deeper than ${MAX_DEPTH} levels`);
  const nodes = new Map(flow.nodes.map((node) => [node.id, node]));
  const start = flow.nodes.find((item) => item.type === 'start');
  if (!start) return fail(run, undefined, `The flow "${flow.name}" has no start node`);
  let node: FlowNode = start;
  for (;;) {
    if (run.options.signal?.aborted) return { outcome: 'canceled' };
    if (++run.steps > (run.options.maxSteps ?? DEFAULT_MAX_STEPS))
      return fail(run, node, `Stopped after ${run.steps - 1} steps`);
    const current: FlowNode = node;
    run.options.onNode?.(current, run.path);
    const result: NodeResult = await nodeStep(current, run);
    if (!('port' in result)) return result;
    const edge: FlowEdge | undefined = flow.edges.find(
      (item) => item.from === current.id && portOf(item) === result.port,
    );
    const next: FlowNode | undefined = edge ? nodes.get(edge.to) : undefined;
    if (!next) return fail(run, current, `Port "${result.port}" of "${current.label}" leads nowhere`);
    node = next;
  }
}

/**
 * Executes a flow version step by step for one call, emitting a SPEC §3 event for every step, and answers how the
 * call left it. The caller, the classifier and speech come from `options`, so test calls, demo calls and simulated
 * traffic run the same interpreter.
 */
export async function runFlow(
  flow: Flow,
  options: FlowRunOptions,
): Promise<{ outcome: FlowOutcome; variables: Record<string, string>; steps: number }> {
  const run: FlowRun = {
    options,
    enter: (component) => runGraph(component, run),
    variables: { ...options.variables },
    steps: 0,
    path: [],
  };
  const result = await runGraph(flow, run);
  const outcome = 'outcome' in result ? result.outcome : 'hangup';
  if (outcome === 'hangup' || outcome === 'error')
    options.emit({ type: FlowEventType.HANGUP, text: 'Bot hung up', data: { outcome } });
  return { outcome, variables: run.variables, steps: run.steps };
}
