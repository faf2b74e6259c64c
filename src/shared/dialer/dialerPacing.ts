import { ENUMERATIONS } from '../enumerations';

export const DialerMode = ENUMERATIONS.dialerMode.byKey;
export type DialerMode = (typeof DialerMode)[keyof typeof DialerMode];

/**
 * A campaign's dialer part. `pacing` is calls per available agent (progressive: fixed; predictive: the most its
 * adaptive ratio may reach) or, agentless, calls per line; preview always dials one per free agent.
 * `maxAbandonRate` (percent of answered calls no agent was free for) bounds predictive dialling.
 */
export interface DialerSettings {
  mode: DialerMode;
  agents: number;
  pacing: number;
  maxAbandonRate: number;
  doNotCallListIds: number[];
}

export const DEFAULT_DIALER: DialerSettings = {
  mode: DialerMode.AGENTLESS,
  agents: 5,
  pacing: 4,
  maxAbandonRate: 3,
  doNotCallListIds: [],
};

/** The line side of a campaign (its prepare part): how many lines it may use and its ceiling of calls at once. */
export interface LineCapacity {
  lineCount: number;
  concurrentCalls: number;
}

/** The most calls that may be on the lines at once in the campaign's mode (ringing and connected together). */
export function modeCeiling(settings: DialerSettings, lines: LineCapacity): number {
  if (lines.lineCount === 0) return 0;
  const byMode =
    settings.mode === DialerMode.AGENTLESS
      ? lines.lineCount * settings.pacing
      : settings.mode === DialerMode.PREVIEW
        ? settings.agents
        : Math.floor(settings.agents * Math.max(1, settings.pacing));
  return Math.min(lines.concurrentCalls, byMode);
}

/** Calls in flight: ringing (not answered yet) and connected (answered, to an agent or the flow). */
export interface LineLoad {
  ringing: number;
  connected: number;
}

/**
 * How many new calls may start now. Agents modes keep ringing calls within the free agents times the ratio
 * (preview and progressive: fixed; predictive: `ratio`, adapted by the engine); agentless fills its lines.
 */
export function dialSlots(
  settings: DialerSettings,
  lines: LineCapacity,
  load: LineLoad,
  ratio: number,
): number {
  const ceiling = modeCeiling(settings, lines) - load.ringing - load.connected;
  if (settings.mode === DialerMode.AGENTLESS) return Math.max(0, ceiling);
  const freeAgents = Math.max(0, settings.agents - load.connected);
  const perAgent =
    settings.mode === DialerMode.PREVIEW
      ? 1
      : settings.mode === DialerMode.PROGRESSIVE
        ? settings.pacing
        : Math.min(Math.max(1, ratio), Math.max(1, settings.pacing));
  const ringingAllowed = Math.floor(freeAgents * perAgent + 1e-9) - load.ringing;
  return Math.max(0, Math.min(ceiling, ringingAllowed));
}

/** The dialer part as stored, with the defaults for what it lacks. */
export function dialerSettingsOf(part: Readonly<Record<string, unknown>>): DialerSettings {
  const number = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
  const modes = Object.values(DialerMode) as number[];
  return {
    mode: modes.includes(part.mode as number) ? (part.mode as DialerMode) : DEFAULT_DIALER.mode,
    agents: number(part.agents, DEFAULT_DIALER.agents),
    pacing: number(part.pacing, DEFAULT_DIALER.pacing),
    maxAbandonRate: number(part.maxAbandonRate, DEFAULT_DIALER.maxAbandonRate),
    doNotCallListIds: Array.isArray(part.doNotCallListIds)
      ? part.doNotCallListIds.filter((id): id is number => Number.isInteger(id))
      : [],
  };
}
