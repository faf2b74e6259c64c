import type { Rng } from '../../db/seed/prng';
import { PROMPTS } from '../../db/seed/names';

interface FlowNode {
  id: string;
  type: string;
  label: string;
  text?: string;
  component?: string;
}

/** The JSON content of a call script version: a small but plausible flow graph. */
export interface FlowContent {
  schemaVersion: 2;
  name: string;
  nodes: FlowNode[];
  edges: { from: string; to: string }[];
  settings: { silenceTimeoutMs: number; bargeIn: boolean };
}

const STEP_TYPES = ['say', 'ask', 'condition', 'sms'] as const;

/** Connects the nodes one after the other (start → … → end). */
const chain = (nodes: FlowNode[]) =>
  nodes.slice(1).map((node, index) => ({ from: nodes[index].id, to: node.id }));

/** The next free step id (`n7`): ids stay stable across versions, so a diff matches nodes by id. */
const nextId = (nodes: readonly FlowNode[]) =>
  `n${Math.max(0, ...nodes.map((node) => Number(/^n(\d+)$/.exec(node.id)?.[1] ?? 0))) + 1}`;

const step = (rng: Rng, nodes: readonly FlowNode[], label: string): FlowNode => ({
  id: nextId(nodes),
  type: rng.pick(STEP_TYPES),
  label,
  text: rng.pick(PROMPTS),
});

/** The first version of a flow: start, greeting, its components as subflows, one to four steps, hang-up. */
export function flowContent(rng: Rng, name: string, componentNames: string[]): FlowContent {
  const nodes: FlowNode[] = [
    { id: 'start', type: 'start', label: 'Start' },
    { id: 'greeting', type: 'say', label: 'Greeting', text: `${name}: ${PROMPTS[0]}` },
  ];
  for (const component of componentNames) {
    nodes.push({ id: `c${nodes.length}`, type: 'subflow', label: component, component });
  }
  const steps = rng.int(1, 4);
  for (let i = 0; i < steps; i++) nodes.push(step(rng, nodes, `Step ${i + 1}`));
  nodes.push({ id: 'end', type: 'hangup', label: 'Goodbye' });
  return {
    schemaVersion: 2,
    name,
    nodes,
    edges: chain(nodes),
    settings: { silenceTimeoutMs: 5000, bargeIn: rng.chance(0.6) },
  };
}

type Edit = (rng: Rng, content: FlowContent, steps: FlowNode[]) => string | null;

/** Inserts steps before the hang-up; the flow's connections follow. */
const addSteps =
  (count: number, label: string, comment: string): Edit =>
  (rng, content) => {
    for (let i = 0; i < count; i++)
      content.nodes.splice(-1, 0, step(rng, content.nodes, `${label} ${i + 1}`));
    return comment;
  };

/** One edit an administrator makes between two versions, with the comment it was saved with (null: not possible). */
const EDITS: readonly (readonly [Edit, number])[] = [
  [addSteps(1, 'Confirmation', 'Added a confirmation step'), 5],
  [addSteps(3, 'SMS fallback', 'Added SMS fallback'), 2],
  [
    (rng, _content, steps) => {
      if (steps.length === 0) return null;
      const node = rng.pick(steps);
      node.text = rng.pick(PROMPTS.filter((prompt) => prompt !== node.text));
      return 'Fixed prompt wording';
    },
    4,
  ],
  [
    (rng, _content, steps) => {
      if (steps.length === 0) return null;
      const node = rng.pick(steps);
      node.type = rng.pick(STEP_TYPES.filter((type) => type !== node.type));
      return 'Handle callers asking for an agent';
    },
    2,
  ],
  [
    (rng, content, steps) => {
      if (steps.length < 2) return null;
      content.nodes.splice(content.nodes.indexOf(rng.pick(steps)), 1);
      return 'Shortened the confirmation step';
    },
    2,
  ],
  [
    (rng, content) => {
      content.settings.silenceTimeoutMs += rng.pick([-1000, 1000, 2000]);
      return 'Tuned silence timeout';
    },
    2,
  ],
  [
    (_rng, content) => {
      content.settings.bargeIn = !content.settings.bargeIn;
      return content.settings.bargeIn ? 'Callers may interrupt prompts' : 'Prompts play to the end';
    },
    1,
  ],
];

/**
 * The next version of a flow: the previous content with one small edit (a step added, reworded, retyped or
 * removed, a setting tuned), so comparing two successive versions shows one meaningful change; the comment says
 * what was done.
 */
export function nextFlowVersion(rng: Rng, previous: FlowContent): { content: FlowContent; comment: string } {
  const content = structuredClone(previous);
  const steps = content.nodes.filter((node) => /^n\d+$/.test(node.id));
  let comment: string | null = null;
  while (comment === null) comment = rng.weighted(EDITS)(rng, content, steps);
  content.edges = chain(content.nodes);
  return { content, comment };
}
