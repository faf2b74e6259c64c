import {
  FLOW_SCHEMA_VERSION,
  type Flow,
  type FlowEdge,
  type FlowNode,
} from '../../../src/shared/flow/flowModel';
import { DAY, insert, type SeedContext } from '../../db/seed/seedContext';
import { tenantNamed } from '../tenants/seedTenants';
import { syncScriptRelations } from './flowRelationsSync';

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
export function seedMenuFlow(ctx: SeedContext): void {
  const tenant = tenantNamed(ctx, 'Switchboard');
  const created = new Date(ctx.now.getTime() - 2 * DAY).toISOString();
  const english = ctx.languages.find((language) => language.name === 'en-GB');
  const author = tenant.userIds[0] ?? null;
  const id = insert(ctx.db, 'call_script', {
    id_tenant: tenant.id,
    id_folder: null,
    id_language: english?.id ?? null,
    name: MENU_FLOW_NAME,
    description: 'A spoken menu of three intents, for test calls',
    is_component: false,
    channels: 1,
    process_kind: 1,
    id_user_created: author,
    id_user_modified: author,
    created,
    updated: created,
  });
  insert(ctx.db, 'call_script_version', {
    id_call_script: id,
    version: 1,
    id_user: author,
    created,
    tag: null,
    content: menuFlow(),
    comment: 'Initial version',
  });
  syncScriptRelations(ctx.db, id);
}
