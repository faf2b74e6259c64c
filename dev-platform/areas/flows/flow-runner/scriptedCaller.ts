import type { CallerInput } from './flowInput';

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
