import type { FastifyInstance } from 'fastify';
import type {
  LineStatistics,
  LineStatisticsCounts,
  RecommendedMonitoring,
} from '../../../src/resources/lines/lineWire';
import type { Db } from '../../db/database';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { badRequest } from '../../api/apiError';
import { parseIsoInstant } from '../../../src/shared/listQuery';
import { jsonObject } from '../../api/recordFields';
import { idParam } from '../../api/validation';
import { findLine } from './lineRecords';
import { counted } from '../../../src/shared/counted';

const DAY_MS = 86_400_000;
const MAX_RANGE_DAYS = 366;

interface CallRow {
  start: string;
  duration: number;
  result: number;
}

const emptyCounts = (): LineStatisticsCounts & { seconds: number } => ({
  calls: 0,
  minutes: 0,
  notPicked: 0,
  picked: 0,
  listenedToEnd: 0,
  error: 0,
  seconds: 0,
});

// Call results of SPEC §3 → the counter they add to.
const RESULT_COUNTER: Record<number, 'notPicked' | 'picked' | 'listenedToEnd' | 'error'> = {
  [-1]: 'notPicked',
  1: 'picked',
  3: 'listenedToEnd',
  11: 'error',
};

function instant(query: Record<string, unknown>, name: string): number {
  const time = parseIsoInstant(query[name]);
  if (time === null) throw badRequest(`Parameter '${name}' must be an ISO 8601 date`);
  return time;
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone; 400 for an unknown zone. */
export function dayFormatter(timeZone: string): (time: number) => string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  } catch {
    throw badRequest(`Unknown time zone '${timeZone}'`);
  }
  return (time) => {
    const parts = Object.fromEntries(format.formatToParts(time).map((part) => [part.type, part.value]));
    return `${parts.year}-${parts.month}-${parts.day}`;
  };
}

/** Every calendar day from `first` to `last` (YYYY-MM-DD, both included). */
function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = Date.parse(`${first}T00:00:00Z`); day <= Date.parse(`${last}T00:00:00Z`); day += DAY_MS)
    days.push(new Date(day).toISOString().slice(0, 10));
  return days;
}

/**
 * The period of a statistics call (`from`, `to` ISO instants, at most 366 days; `timeZone`, UTC by default): its
 * bounds, the calendar days it covers in that zone and the day of any instant; 400 for bad parameters.
 */
export function statisticsPeriod(query: Record<string, unknown>) {
  const from = instant(query, 'from');
  const to = instant(query, 'to');
  if (to <= from) throw badRequest("Parameter 'to' must be after 'from'");
  if (to - from > MAX_RANGE_DAYS * DAY_MS) throw badRequest(`The range is at most ${MAX_RANGE_DAYS} days`);
  const timeZone = query.timeZone === undefined || query.timeZone === '' ? 'UTC' : String(query.timeZone);
  const dayOf = dayFormatter(timeZone);
  return { from, to, dayOf, days: daysBetween(dayOf(from), dayOf(to - 1)) };
}

/** Calls per day of a line in a time zone: the line's dial logs with `from <= start < to`. */
export function lineStatistics(db: Db, idLine: number, query: Record<string, unknown>): LineStatistics {
  const { from, to, dayOf, days } = statisticsPeriod(query);
  const byDay = new Map(days.map((day) => [day, emptyCounts()]));
  const totals = emptyCounts();
  const rows = db
    .prepare('SELECT start, duration, result FROM dial_log WHERE id_line = ? AND start >= ? AND start < ?')
    .all(idLine, new Date(from).toISOString(), new Date(to).toISOString()) as CallRow[];
  for (const row of rows) {
    for (const counts of [byDay.get(dayOf(Date.parse(row.start))), totals]) {
      if (!counts) continue;
      counts.calls += 1;
      counts.seconds += row.duration;
      const counter = RESULT_COUNTER[row.result];
      if (counter) counts[counter] += 1;
    }
  }
  const publish = ({ seconds, ...counts }: ReturnType<typeof emptyCounts>): LineStatisticsCounts => ({
    ...counts,
    minutes: Math.round(seconds / 6) / 10,
  });
  return {
    items: [...byDay].map(([date, counts]) => ({ date, ...publish(counts) })),
    totals: publish(totals),
  };
}

/** A monitoring threshold from the line's last 30 days: alert above twice the usual daily failures. */
function recommendedMonitoring(db: Db, idLine: number, now = Date.now()): RecommendedMonitoring {
  const { calls, failed } = db
    .prepare(
      `SELECT COUNT(*) AS calls, COALESCE(SUM(result = 11), 0) AS failed FROM dial_log
       WHERE id_line = ? AND start >= ?`,
    )
    .get(idLine, new Date(now - 30 * DAY_MS).toISOString()) as { calls: number; failed: number };
  const settings = db
    .prepare('SELECT monitoring_settings FROM line WHERE id = ?')
    .pluck()
    .get(idLine) as string;
  const alertEmail = jsonObject(settings).alertEmail;
  const maxFailedCalls = Math.min(100, Math.max(1, Math.ceil((failed / 30) * 2) + 1));
  const rate = calls === 0 ? 0 : Math.round((failed / calls) * 1000) / 10;
  return {
    monitoring: true,
    maxFailedCalls,
    alertEmail: typeof alertEmail === 'string' && alertEmail !== '' ? alertEmail : null,
    reason:
      calls === 0
        ? 'No calls in the last 30 days; the lowest threshold applies.'
        : `${failed} of ${counted(calls, 'call')} failed in the last 30 days (${rate} %); alert above twice the usual daily failures.`,
  };
}

/** The line's statistics tab and its recommended monitoring, both read from its dial logs. */
export function lineStatisticRoutes(app: FastifyInstance, { db }: ApiContext) {
  const view = { config: { access: { area: 'Line', action: 'view' } } } as const;
  app.get('/api/administration/lines/:id/statistics', view, async (request) => {
    const line = findLine(db, idParam(request), principalOf(request).idTenant);
    return lineStatistics(db, line.id, request.query as Record<string, unknown>);
  });
  app.get('/api/administration/lines/:id/recommended-monitoring', view, async (request) => {
    const line = findLine(db, idParam(request), principalOf(request).idTenant);
    return recommendedMonitoring(db, line.id);
  });
}
