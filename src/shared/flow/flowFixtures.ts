import { FLOW_SCHEMA_VERSION, type Flow, type FlowEdge, type FlowNode } from './flowModel';

/**
 * A small valid flow for tests: start → greeting → menu (listen: sales, support) → sales: SMS → end; support:
 * subflow → transfer; no match: sorry → menu again; timeout: end.
 */
export function sampleFlow(): Flow {
  const nodes: FlowNode[] = [
    { id: 'start', label: 'Start', type: 'start' },
    { id: 'greeting', label: 'Greeting', type: 'say', text: 'Hello {{callerName}}', language: 'en-GB' },
    {
      id: 'menu',
      label: 'Menu',
      type: 'listen',
      input: 'speechOrDtmf',
      intents: ['sales', 'support'],
      grammar: { sales: ['sales', '1'], support: ['support', '2'] },
      timeoutMs: 5000,
    },
    { id: 'sorry', label: 'Sorry', type: 'say', text: 'Sorry, again please.' },
    { id: 'sms', label: 'Sales SMS', type: 'sendSms', to: '{{callerNumber}}', text: 'Our offers' },
    { id: 'identify', label: 'Identify', type: 'subflow', component: 'Identification' },
    {
      id: 'transfer',
      label: 'Transfer',
      type: 'transfer',
      mode: 'Blind',
      targetKind: 'queue',
      target: 'Support',
    },
    { id: 'end', label: 'Goodbye', type: 'end' },
  ];
  const edges: FlowEdge[] = [
    { from: 'start', to: 'greeting' },
    { from: 'greeting', to: 'menu' },
    { from: 'menu', to: 'sms', port: 'intent:sales' },
    { from: 'menu', to: 'identify', port: 'intent:support' },
    { from: 'menu', to: 'sorry', port: 'noMatch' },
    { from: 'menu', to: 'end', port: 'timeout' },
    { from: 'sorry', to: 'menu' },
    { from: 'sms', to: 'end' },
    { from: 'identify', to: 'transfer' },
  ];
  return {
    schemaVersion: FLOW_SCHEMA_VERSION,
    name: 'Sample',
    nodes,
    edges,
    settings: { silenceTimeoutMs: 5000, bargeIn: true },
  };
}
