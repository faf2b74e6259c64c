/**
 * The service-level rule of the operations wallboard (issue 34): "X% answered within Y s", per line, stored with the
 * line's queue settings. One rule for the platform (figures, breach notifications) and the console (form defaults).
 */
export interface ServiceLevelTarget {
  /** Share of calls answered within `seconds`, 1–100. */
  percent: number;
  seconds: number;
}

export const DEFAULT_SERVICE_LEVEL: ServiceLevelTarget = { percent: 80, seconds: 20 };

/** How far above the target a level still warns (it is close to breaching). */
export const WARNING_MARGIN_PERCENT = 5;

export type LevelStatus = 'none' | 'ok' | 'warning' | 'breach';

/** One call as the figures see it: when it started, was answered (left the queue) and ended (ISO times). */
export interface CallTiming {
  started: string;
  answered: string | null;
  ended: string | null;
}

const seconds = (from: string, to: number) => Math.max(0, (to - Date.parse(from)) / 1000);

/**
 * The level over the calls given (those of the service-level window): answered within the target out of the calls
 * that were answered, abandoned, or are still waiting past the target. `null` when no call counts yet.
 */
export function serviceLevel(
  calls: readonly CallTiming[],
  target: ServiceLevelTarget,
  now: number,
): number | null {
  let good = 0;
  let counted = 0;
  for (const call of calls) {
    if (call.answered !== null) {
      counted += 1;
      if (seconds(call.started, Date.parse(call.answered)) <= target.seconds) good += 1;
    } else if (call.ended !== null || seconds(call.started, now) > target.seconds) {
      counted += 1; // abandoned, or waiting longer than the target already
    }
  }
  return counted === 0 ? null : Math.round((good / counted) * 100);
}

/** Breach below the target, warning within {@link WARNING_MARGIN_PERCENT} of it. */
export function levelStatus(level: number | null, target: ServiceLevelTarget): LevelStatus {
  if (level === null) return 'none';
  if (level < target.percent) return 'breach';
  return level < target.percent + WARNING_MARGIN_PERCENT ? 'warning' : 'ok';
}

/** A stored target, or the default for what is missing or out of range. */
export function targetOf(stored: Record<string, unknown>): ServiceLevelTarget {
  const percent = stored.serviceLevelPercent;
  const within = stored.serviceLevelSeconds;
  return {
    percent: isWhole(percent, 1, 100) ? percent : DEFAULT_SERVICE_LEVEL.percent,
    seconds: isWhole(within, 1, 3600) ? within : DEFAULT_SERVICE_LEVEL.seconds,
  };
}

function isWhole(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}
