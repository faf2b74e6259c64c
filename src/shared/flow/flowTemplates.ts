import { ENUMERATIONS } from '../enumerations';
import { FLOW_SCHEMA_VERSION, type Flow, type FlowEdge, type FlowNode } from './flowModel';

/** The starting contents offered when a flow or component is created (the `flowTemplate` enumeration's values). */
export type FlowTemplate = 'empty' | 'menu' | 'collectAndTransfer';
export const FLOW_TEMPLATES = ENUMERATIONS.flowTemplate.values.map((item) => item.value) as FlowTemplate[];

const START: FlowNode = { id: 'start', label: 'Start', type: 'start' };
const END: FlowNode = { id: 'end', label: 'Goodbye', type: 'end' };

/** Start → end: the smallest flow that passes the validator. */
const empty = () => ({ nodes: [START, END], edges: [{ from: 'start', to: 'end' }] });

const MENU_INTENTS = {
  sales: ['sales', 'buy', '1'],
  support: ['support', 'help', '2'],
  billing: ['billing', 'invoice', '3'],
};

/** A greeting, a menu of three intents (each with a reply), a retry on no match and a goodbye on silence. */
function menu(language?: string) {
  const say = (id: string, label: string, text: string): FlowNode => ({
    id,
    label,
    type: 'say',
    text,
    language,
  });
  const intents = Object.keys(MENU_INTENTS);
  const nodes: FlowNode[] = [
    START,
    say('welcome', 'Welcome', 'Welcome. Say sales, support or billing, or press 1, 2 or 3.'),
    {
      id: 'menu',
      label: 'Menu',
      type: 'listen',
      input: 'speechOrDtmf',
      intents,
      grammar: structuredClone(MENU_INTENTS),
      timeoutMs: 5000,
    },
    ...intents.map((intent) =>
      say(intent, `Reply ${intent}`, `You asked for ${intent}. Thank you for calling.`),
    ),
    say('sorry', 'Sorry', 'Sorry, I did not understand.'),
    END,
  ];
  const edges: FlowEdge[] = [
    { from: 'start', to: 'welcome' },
    { from: 'welcome', to: 'menu' },
    ...intents.flatMap((intent) => [
      { from: 'menu', to: intent, port: `intent:${intent}` },
      { from: intent, to: 'end' },
    ]),
    { from: 'menu', to: 'sorry', port: 'noMatch' },
    { from: 'sorry', to: 'welcome' },
    { from: 'menu', to: 'end', port: 'timeout' },
  ];
  return { nodes, edges };
}

/**
 * Asks for a number on the keypad (0: an operator at once), keeps what was typed in `customerNumber` and makes an
 * attended transfer to the Support queue; silence or a failed transfer ends the call.
 */
function collectAndTransfer(language?: string) {
  const nodes: FlowNode[] = [
    START,
    {
      id: 'ask',
      label: 'Ask number',
      type: 'say',
      text: 'Please type your customer number, or 0 for an operator.',
      language,
    },
    {
      id: 'number',
      label: 'Number',
      type: 'listen',
      input: 'dtmf',
      intents: ['operator'],
      grammar: { operator: ['0'] },
      timeoutMs: 8000,
    },
    {
      id: 'keep',
      label: 'Keep number',
      type: 'setVariable',
      variable: 'customerNumber',
      value: '{{lastInput}}',
    },
    { id: 'thanks', label: 'Thanks', type: 'say', text: 'Thank you. Transferring you now.', language },
    {
      id: 'transfer',
      label: 'Transfer',
      type: 'transfer',
      mode: 'Attend',
      targetKind: 'queue',
      target: 'Support',
    },
    END,
  ];
  const edges: FlowEdge[] = [
    { from: 'start', to: 'ask' },
    { from: 'ask', to: 'number' },
    { from: 'number', to: 'transfer', port: 'intent:operator' },
    { from: 'number', to: 'keep', port: 'noMatch' },
    { from: 'number', to: 'end', port: 'timeout' },
    { from: 'keep', to: 'thanks' },
    { from: 'thanks', to: 'transfer' },
    { from: 'transfer', to: 'end', port: 'failed' },
  ];
  return { nodes, edges };
}

const BUILD = { empty, menu, collectAndTransfer } as const;

/** The first version's content of a new flow or component named `name` from a template (say nodes in `language`). */
export function flowFromTemplate(template: FlowTemplate, name: string, language?: string): Flow {
  const { nodes, edges } = BUILD[template](language);
  // Optional properties left undefined would not survive JSON; drop them so the stored content parses as built.
  return JSON.parse(
    JSON.stringify({
      schemaVersion: FLOW_SCHEMA_VERSION,
      name,
      nodes,
      edges,
      settings: { silenceTimeoutMs: 5000, bargeIn: true },
    }),
  ) as Flow;
}
