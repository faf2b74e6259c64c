import {
  levelStatus,
  serviceLevel,
  type CallTiming,
  type LevelStatus,
  type ServiceLevelTarget,
} from './serviceLevel';

const MINUTE = 60_000;
/** The service level and the short counts look back this far; the long counts an hour. */
export const SHORT_WINDOW_MS = 15 * MINUTE;
export const LONG_WINDOW_MS = 60 * MINUTE;

/** A call of the last hour or still in progress, with the line and campaign it belongs to. */
export interface WallboardCall extends CallTiming {
  idLine: number;
  lineName: string;
  idCampaign: number | null;
  campaignName: string | null;
}

/** What the wallboard shows for a line, a campaign or all of them (`GET /administration/operations`). */
export interface WallboardFigures {
  inProgress: number;
  waiting: number;
  longestWaitSeconds: number;
  answered15: number;
  abandoned15: number;
  answered60: number;
  abandoned60: number;
  /** Talk time of the answered calls that ended in the last hour, on average; null without one. */
  averageHandleSeconds: number | null;
  serviceLevel: number | null;
}

export interface WallboardRow extends WallboardFigures {
  /** `line-7`, `campaign-3`, `total`. */
  id: string;
  kind: 'line' | 'campaign' | 'total';
  name: string;
  target: ServiceLevelTarget | null;
  status: LevelStatus;
  /** When the open breach of a line began. */
  breachSince: string | null;
}

export interface Wallboard {
  rows: WallboardRow[];
  total: WallboardRow;
  /** When the figures were computed (durations on screen run from here). */
  computed: string;
}

const within = (time: string | null, now: number, windowMs: number) =>
  time !== null && now - Date.parse(time) <= windowMs;

/** The figures of a group of calls at `now`; the service level against `target` (the total: the default). */
export function figuresOf(
  calls: readonly WallboardCall[],
  target: ServiceLevelTarget,
  now: number,
): WallboardFigures {
  const live = calls.filter((call) => call.ended === null);
  const waiting = live.filter((call) => call.answered === null);
  const answeredIn = (windowMs: number) =>
    calls.filter((call) => within(call.answered, now, windowMs)).length;
  const abandonedIn = (windowMs: number) =>
    calls.filter((call) => call.answered === null && within(call.ended, now, windowMs)).length;
  const handled = calls.filter((call) => call.answered !== null && within(call.ended, now, LONG_WINDOW_MS));
  const talk = handled.reduce(
    (sum, call) => sum + (Date.parse(call.ended!) - Date.parse(call.answered!)) / 1000,
    0,
  );
  return {
    inProgress: live.length,
    waiting: waiting.length,
    longestWaitSeconds: Math.round(
      Math.max(0, ...waiting.map((call) => (now - Date.parse(call.started)) / 1000)),
    ),
    answered15: answeredIn(SHORT_WINDOW_MS),
    abandoned15: abandonedIn(SHORT_WINDOW_MS),
    answered60: answeredIn(LONG_WINDOW_MS),
    abandoned60: abandonedIn(LONG_WINDOW_MS),
    averageHandleSeconds: handled.length === 0 ? null : Math.round(talk / handled.length),
    serviceLevel: serviceLevel(
      calls.filter((call) => call.ended === null || within(call.started, now, SHORT_WINDOW_MS)),
      target,
      now,
    ),
  };
}

/**
 * The wallboard at `now`: a row per line (with its own target and open breach) and per campaign, and the totals.
 * `lines` lists every line to show, also those without calls.
 */
export function wallboardOf(
  calls: readonly WallboardCall[],
  lines: readonly { id: number; name: string; target: ServiceLevelTarget; breachSince: string | null }[],
  defaultTarget: ServiceLevelTarget,
  now: number,
): Wallboard {
  const row = (
    id: string,
    kind: WallboardRow['kind'],
    name: string,
    group: readonly WallboardCall[],
    target: ServiceLevelTarget,
    breachSince: string | null = null,
  ): WallboardRow => {
    const figures = figuresOf(group, target, now);
    return {
      id,
      kind,
      name,
      target: kind === 'total' ? null : target,
      status: levelStatus(figures.serviceLevel, target),
      breachSince,
      ...figures,
    };
  };
  const campaigns = new Map<number, string>();
  for (const call of calls)
    if (call.idCampaign !== null) campaigns.set(call.idCampaign, call.campaignName ?? '');
  return {
    rows: [
      ...lines.map((line) =>
        row(
          `line-${line.id}`,
          'line',
          line.name,
          calls.filter((call) => call.idLine === line.id),
          line.target,
          line.breachSince,
        ),
      ),
      ...[...campaigns].map(([id, name]) =>
        row(
          `campaign-${id}`,
          'campaign',
          name,
          calls.filter((call) => call.idCampaign === id),
          defaultTarget,
        ),
      ),
    ],
    total: row('total', 'total', '', calls, defaultTarget),
    computed: new Date(now).toISOString(),
  };
}

/**
 * Breach notifications follow changes: a line whose level is in breach and has no open breach opens one; a line
 * with an open breach that is no longer in breach closes it. Everything else (still in breach) raises nothing.
 */
export function breachChanges(
  statuses: ReadonlyMap<number, LevelStatus>,
  open: ReadonlySet<number>,
): { opened: number[]; closed: number[] } {
  const opened = [...statuses]
    .filter(([id, status]) => status === 'breach' && !open.has(id))
    .map(([id]) => id);
  const closed = [...open].filter((id) => statuses.get(id) !== 'breach');
  return { opened, closed };
}
