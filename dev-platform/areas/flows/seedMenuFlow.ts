import {
  FLOW_SCHEMA_VERSION,
  type Flow,
  type FlowEdge,
  type FlowNode,
} from '../../../src/shared/flow/flowModel';
import type { SeedContext } from '../../db/seed/seedContext';
import { seedDesignedFlow } from './seedDesignedFlow';

export const MENU_FLOW_NAME = 'Banking menu';
/** The seeded tenant's trained model (seedNlp) whose intents the menu listens for. */
export const MENU_MODEL = 'Banking assistant v1';

const say = (id: string, text: string): FlowNode => ({ id, label: id, type: 'say', text, language: 'en-GB' });

/**
 * A flow built in the current model (issue 33): a spoken menu whose three intents the tenant's NLP model tells
 * apart, each path ending its own way (hang-up, attended transfer with a fallback, SMS then an agent), with no-match
 * and timeout paths. Test calls and the designer have a real graph to run and show.
 */
export function menuFlow(): Flow {
  const nodes: FlowNode[] = [
    { id: 'start', label: 'Start', type: 'start' },
    say('welcome', 'Welcome to the bank. How can I help you today?'),
    {
      id: 'menu',
      label: 'Menu',
      type: 'listen',
      input: 'speech',
      model: MENU_MODEL,
      intents: ['check_balance', 'transfer_money', 'lost_card'],
      timeoutMs: 8000,
    },
    say('balance', 'Your balance is 1250 euros.'),
    say('thanks', 'Thank you for calling. Goodbye.'),
    say('payments', 'I am connecting you to our payments team.'),
    {
      id: 'transfer',
      label: 'Payments',
      type: 'transfer',
      mode: 'Attend',
      targetKind: 'queue',
      target: 'Payments',
    },
    say('busy', 'Our payments team is busy. We will call you back.'),
    say('blocked', 'I have blocked your card. A new card is on its way.'),
    { id: 'sms', label: 'Card SMS', type: 'sendSms', to: '{{callerNumber}}', text: 'Your card is blocked.' },
    { id: 'agent', label: 'Card agent', type: 'agent', queue: 'Cards', note: 'Lost card blocked by the bot' },
    say('retry', 'Sorry, I did not understand. Please say it again.'),
    say('silence', 'I did not hear anything. Goodbye.'),
    { id: 'end', label: 'End', type: 'end' },
  ];
  const edges: FlowEdge[] = [
    { from: 'start', to: 'welcome' },
    { from: 'welcome', to: 'menu' },
    { from: 'menu', to: 'balance', port: 'intent:check_balance' },
    { from: 'menu', to: 'payments', port: 'intent:transfer_money' },
    { from: 'menu', to: 'blocked', port: 'intent:lost_card' },
    { from: 'menu', to: 'retry', port: 'noMatch' },
    { from: 'menu', to: 'silence', port: 'timeout' },
    { from: 'balance', to: 'thanks' },
    { from: 'thanks', to: 'end' },
    { from: 'payments', to: 'transfer' },
    { from: 'transfer', to: 'busy', port: 'failed' },
    { from: 'busy', to: 'end' },
    { from: 'blocked', to: 'sms' },
    { from: 'sms', to: 'agent' },
    { from: 'retry', to: 'menu' },
    { from: 'silence', to: 'end' },
  ];
  return {
    schemaVersion: FLOW_SCHEMA_VERSION,
    name: MENU_FLOW_NAME,
    nodes,
    edges,
    settings: { silenceTimeoutMs: 8000, bargeIn: true },
  };
}

/** The menu flow in the platform tenant (the documented admin's), after the NLP models it uses. */
export const seedMenuFlow = (ctx: SeedContext) =>
  seedDesignedFlow(ctx, menuFlow(), 'A spoken menu of three intents, for test calls', 2);
