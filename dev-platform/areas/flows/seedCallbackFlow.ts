import { FLOW_SCHEMA_VERSION, type Flow, type FlowNode } from '../../../src/shared/flow/flowModel';
import type { SeedContext } from '../../db/seed/seedContext';
import { seedDesignedFlow } from './seedDesignedFlow';

export const CALLBACK_FLOW_NAME = 'Callback offer';
/** Seeded in every tenant: the first seeded grammar record (seedGrammars) and an audio asset (seedAudioAssets). */
export const CALLBACK_GRAMMAR = 'Yes/No';
export const CALLBACK_AUDIO = 'Welcome chime';

const say = (id: string, text: string): FlowNode => ({ id, label: id, type: 'say', text, language: 'en-GB' });

/**
 * A flow whose nodes name platform records (issue 33.6): it plays an audio asset, then matches the answer against
 * the grammar record "Yes/No" (line 1 → yes, line 2 → no), so its relations list both.
 */
export function callbackFlow(): Flow {
  return {
    schemaVersion: FLOW_SCHEMA_VERSION,
    name: CALLBACK_FLOW_NAME,
    nodes: [
      { id: 'start', label: 'Start', type: 'start' },
      { id: 'chime', label: 'Chime', type: 'playAudio', audio: CALLBACK_AUDIO },
      say('offer', 'All our agents are busy. Shall we call you back?'),
      {
        id: 'answer',
        label: 'Answer',
        type: 'listen',
        input: 'speech',
        intents: ['yes', 'no'],
        grammarName: CALLBACK_GRAMMAR,
        timeoutMs: 6000,
      },
      say('booked', 'We will call you back within the hour. Goodbye.'),
      say('goodbye', 'Thank you for calling. Goodbye.'),
      { id: 'end', label: 'End', type: 'end' },
    ],
    edges: [
      { from: 'start', to: 'chime' },
      { from: 'chime', to: 'offer' },
      { from: 'offer', to: 'answer' },
      { from: 'answer', to: 'booked', port: 'intent:yes' },
      { from: 'answer', to: 'goodbye', port: 'intent:no' },
      { from: 'answer', to: 'goodbye', port: 'noMatch' },
      { from: 'answer', to: 'goodbye', port: 'timeout' },
      { from: 'booked', to: 'end' },
      { from: 'goodbye', to: 'end' },
    ],
    settings: { silenceTimeoutMs: 6000, bargeIn: true },
  };
}

/** The callback flow in the platform tenant, after its grammar records and audio assets. */
export const seedCallbackFlow = (ctx: SeedContext) =>
  seedDesignedFlow(ctx, callbackFlow(), 'Offers a call back: an audio asset and a grammar record', 1);
