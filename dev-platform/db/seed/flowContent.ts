import type { Rng } from './prng';
import { PROMPTS } from './names';

/** A small but plausible flow graph (the JSON content of a call script version). */
export function flowContent(rng: Rng, name: string, version: number, componentNames: string[]): object {
  const nodes: { id: string; type: string; label: string; text?: string; component?: string }[] = [
    { id: 'start', type: 'start', label: 'Start' },
    { id: 'greeting', type: 'say', label: 'Greeting', text: `${name}: ${PROMPTS[0]}` },
  ];
  for (const component of componentNames) {
    nodes.push({ id: `c${nodes.length}`, type: 'subflow', label: component, component });
  }
  const steps = 1 + ((version + rng.int(0, 2)) % 4);
  for (let i = 0; i < steps; i++) {
    nodes.push({
      id: `n${nodes.length}`,
      type: rng.pick(['say', 'ask', 'condition', 'sms']),
      label: `Step ${i + 1}`,
      text: rng.pick(PROMPTS),
    });
  }
  nodes.push({ id: 'end', type: 'hangup', label: 'Goodbye' });
  const edges = nodes.slice(1).map((node, index) => ({ from: nodes[index].id, to: node.id }));
  return {
    schemaVersion: 2,
    name,
    nodes,
    edges,
    settings: { silenceTimeoutMs: 5000, bargeIn: rng.chance(0.6) },
  };
}

export const VERSION_COMMENTS = [
  'Fixed prompt wording',
  'Added SMS fallback',
  'Tuned silence timeout',
  'New greeting',
  'Handle callers asking for an agent',
  'Shortened the confirmation step',
  'Updated opening hours',
  'Compliance review changes',
];
