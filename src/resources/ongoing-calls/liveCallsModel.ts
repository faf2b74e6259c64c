import type { CallRemoved, LiveCall } from '../../shared/wire/conversations';

/** The calls in progress of one line as the board shows them, by guid (react-admin records: `id` is the guid). */
export type LiveCallRecord = LiveCall & { id: string };

export type LiveCallsAction =
  | { type: 'loaded'; calls: readonly LiveCall[] }
  | { type: 'changed'; call: LiveCall }
  | { type: 'removed'; event: CallRemoved };

const record = (call: LiveCall): LiveCallRecord => ({ ...call, id: call.guid });

/**
 * Keeps a line's calls in step with the hub: a fresh load replaces them (calls that changed meanwhile keep their
 * newer state only if the load does not know them yet), `CallChanged` adds or replaces a call of this line,
 * `CallRemoved` drops it. Events of other lines are ignored.
 */
export function liveCallsReducer(idLine: number) {
  return (calls: readonly LiveCallRecord[], action: LiveCallsAction): readonly LiveCallRecord[] => {
    switch (action.type) {
      case 'loaded':
        return action.calls.filter((call) => call.idLine === idLine).map(record);
      case 'changed': {
        if (action.call.idLine !== idLine) return calls;
        const exists = calls.some((call) => call.guid === action.call.guid);
        return exists
          ? calls.map((call) => (call.guid === action.call.guid ? record(action.call) : call))
          : [record(action.call), ...calls];
      }
      case 'removed':
        return calls.filter((call) => call.guid !== action.event.guid);
    }
  };
}

/** Seconds a call has lasted at `now` (ticking on screen between hub events). */
export function elapsedSeconds(call: Pick<LiveCall, 'started'>, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(call.started)) / 1000));
}

/** Who else is on a call, as one line of text (supervisors with their mode, a consulted number). */
export function participantsText(
  call: Pick<LiveCall, 'participants'>,
  translate: (key: string, options?: Record<string, unknown>) => string,
): string {
  return (call.participants ?? [])
    .map((item) =>
      item.role === 'supervisor'
        ? translate(`resources.ongoingCalls.participants.${item.mode}`, { name: item.name })
        : translate('resources.ongoingCalls.participants.consultation', { number: item.number }),
    )
    .join(', ');
}
