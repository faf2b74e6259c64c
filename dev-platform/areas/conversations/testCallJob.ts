import { EventType } from './conversationEvents';
import type { CallStart, LiveCalls } from './conversationLiveCalls';
import type { Job } from '../../jobs/jobRunner';

/** One step of a scripted call: an event, optionally a new state. */
export interface CallStep {
  type: number;
  text: string;
  data?: Record<string, unknown>;
  state?: 'talking' | 'transferring';
}

/** The conversation page of a finished test call (the bell offers "open conversation"). */
export const conversationPage = (guid: string) => `/administration/conversation-details/${guid}/timeline`;

/**
 * A test call (SPEC §7 flow "test call", line "live translate test call") as a background task: the call rings,
 * runs its script one step every `stepMs` while the consoles watch it live, hangs up, and the finished task links to
 * the new conversation.
 */
export function testCallJob(options: {
  live: LiveCalls;
  call: CallStart;
  steps: CallStep[];
  stepMs: number;
  /** Aborted when the platform stops: the call hangs up at once. */
  signal?: AbortSignal;
}): Job {
  const { live, call, steps, stepMs, signal } = options;
  const pause = () =>
    new Promise<void>((resolve) => {
      const stop = () => (clearTimeout(timer), resolve());
      // The listener goes with its step: a flow's many steps must not pile listeners on the platform's signal.
      const timer = setTimeout(() => (signal?.removeEventListener('abort', stop), resolve()), stepMs);
      signal?.addEventListener('abort', stop, { once: true });
    });
  return async (control) => {
    const guid = live.start(call);
    let hungUp = 'Bot hung up';
    try {
      for (const [index, step] of steps.entries()) {
        await pause();
        if (control.canceled || signal?.aborted) break;
        if (step.type === EventType.HANGUP) {
          // A flow's own hang-up ends the call: one HANGUP event, with the flow's text.
          hungUp = step.text;
          break;
        }
        live.event(guid, step.type, step.text, step.data ?? null);
        if (step.state) live.setState(guid, step.state);
        control.progress(((index + 1) / (steps.length + 1)) * 100, step.text);
      }
      await pause();
    } finally {
      live.end(guid, control.canceled ? 1 : 3, control.canceled ? 'Test call canceled' : hungUp);
    }
    return { resultUrl: conversationPage(guid), description: `Conversation ${guid}` };
  };
}
