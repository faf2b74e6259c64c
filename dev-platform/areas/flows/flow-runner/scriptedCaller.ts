import type { CallerInput } from './flowInput';
import type { ListenNode } from './flowRun';

/**
 * A caller that answers listen nodes from a script, one input per listen, then stays silent (timeouts): simulated
 * traffic and tests. A text starting with `#` is keys pressed (`#12` presses 1 and 2).
 */
export function scriptedCaller(script: readonly (string | CallerInput)[]): () => Promise<CallerInput> {
  const inputs = script.map((item): CallerInput => {
    if (typeof item !== 'string') return item;
    return item.startsWith('#') ? { kind: 'dtmf', digits: item.slice(1) } : { kind: 'text', text: item };
  });
  let next = 0;
  return async () => inputs[next++] ?? { kind: 'timeout' };
}

/** Answers a simulated caller gives before staying silent, so a flow that loops on a listen node still ends. */
export const SIMULATED_ANSWERS = 4;

/**
 * A random caller for simulated traffic: at each listen node it says a phrase of one of the node's intents (its
 * grammar's, else the intent's name; keys on a DTMF node), or now and then nothing.
 */
export function simulatedCaller(random: () => number): (node: ListenNode) => Promise<CallerInput> {
  let answered = 0;
  return async (node) => {
    const intents = node.intents ?? [];
    if (answered++ >= SIMULATED_ANSWERS || intents.length === 0 || random() < 0.2) return { kind: 'timeout' };
    const intent = intents[Math.floor(random() * intents.length)]!;
    const isKeys = (phrase: string) => /^[0-9*#]+$/.test(phrase);
    // The phrases the node can hear: words on a speech node, keys on a DTMF one, either on both.
    const heard = (node.grammar?.[intent] ?? [intent]).filter((phrase) =>
      node.input === 'speech' ? !isKeys(phrase) : node.input === 'dtmf' ? isKeys(phrase) : true,
    );
    const phrase = heard[Math.floor(random() * heard.length)];
    if (phrase === undefined)
      return node.input === 'dtmf' ? { kind: 'timeout' } : { kind: 'text', text: intent };
    return isKeys(phrase) ? { kind: 'dtmf', digits: phrase } : { kind: 'text', text: phrase };
  };
}
