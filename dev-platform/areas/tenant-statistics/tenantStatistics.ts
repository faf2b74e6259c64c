import type { FastifyInstance } from 'fastify';
import type {
  TenantStatistics,
  TenantStatisticsCounts,
  TenantStatisticsRow,
} from '../../../src/resources/tenants/tenantWire';
import { canAccess } from '../../../src/shared/permissions';
import type { Db } from '../../db/database';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { badRequest } from '../../api/apiError';
import { dateRange, type ListSpec } from '../../api/listQuery';
import { listRoute } from '../../api/listRoutes';
import { subtreeScope } from '../../api/principal';
import { statisticsPeriod } from '../lines/lineStatistics';
import { scopedTenantId } from '../tenants/tenantRecords';

interface CallRow {
  start: string;
  duration: number;
  result: number;
  cost: number;
}

type Counts = Omit<TenantStatisticsCounts, 'costs'> & { seconds: number; costs: number };
const empty = (): Counts => ({
  calls: 0,
  minutes: 0,
  successful: 0,
  notPicked: 0,
  error: 0,
  seconds: 0,
  costs: 0,
});

/**
 * A tenant's calls per day of a time zone (`from <= start < to`): counts by result (successful: picked or listened
 * to the end), minutes, and costs by the lines' tariffs when the caller may see costs (`Statistics/viewcosts`).
 */
export function tenantStatistics(
  db: Db,
  idTenant: number,
  query: Record<string, unknown>,
  withCosts: boolean,
): TenantStatistics {
  const { from, to, dayOf, days } = statisticsPeriod(query);
  const byDay = new Map(days.map((day) => [day, empty()]));
  const totals = empty();
  const rows = db
    .prepare(
      `SELECT d.start, d.duration, d.result,
         COALESCE(f.price_per_minute * d.duration / 60.0 + f.price_per_call, 0) AS cost
       FROM dial_log d LEFT JOIN line l ON l.id = d.id_line LEFT JOIN tariff f ON f.id = l.id_tariff
       WHERE d.id_tenant = ? AND d.start >= ? AND d.start < ?`,
    )
    .all(idTenant, new Date(from).toISOString(), new Date(to).toISOString()) as CallRow[];
  for (const row of rows) {
    for (const counts of [byDay.get(dayOf(Date.parse(row.start))), totals]) {
      if (!counts) continue;
      counts.calls += 1;
      counts.seconds += row.duration;
      counts.costs += row.cost;
      if (row.result === 1 || row.result === 3) counts.successful += 1;
      else if (row.result === -1) counts.notPicked += 1;
      else if (row.result === 11) counts.error += 1;
    }
  }
  const publish = ({ seconds, costs, ...counts }: Counts): TenantStatisticsCounts => ({
    ...counts,
    minutes: Math.round(seconds / 6) / 10,
    costs: withCosts ? Math.round(costs * 100) / 100 : null,
  });
  const currency = db
    .prepare('SELECT currency FROM tenant_billing WHERE id_tenant = ?')
    .pluck()
    .get(idTenant);
  return {
    items: [...byDay].map(([date, counts]) => ({ date, ...publish(counts) })),
    totals: publish(totals),
    currency: typeof currency === 'string' ? currency : 'EUR',
  };
}

type StatisticsRow = Omit<TenantStatisticsRow, 'minutes' | 'successRate'> & { seconds: number };

/**
 * The tenants of the context with their calls over a period: the list's `start` range filter is folded into the
 * aggregates (validated ISO instants), so every tenant is listed, with zeros when it had no calls.
 */
function statisticsList(range: { gte?: string; lt?: string }): ListSpec<StatisticsRow, TenantStatisticsRow> {
  const bounds = [
    ...(range.gte ? [`d.start >= '${range.gte}'`] : []),
    ...(range.lt ? [`d.start < '${range.lt}'`] : []),
  ];
  const calls = (extra = '') =>
    `(SELECT COUNT(*) FROM dial_log d WHERE d.id_tenant = t.id${[...bounds, extra]
      .filter(Boolean)
      .map((item) => ` AND ${item}`)
      .join('')})`;
  const seconds = `(SELECT COALESCE(SUM(d.duration), 0) FROM dial_log d WHERE d.id_tenant = t.id${bounds.map((item) => ` AND ${item}`).join('')})`;
  const successful = calls('d.result IN (1, 3)');
  const rate = `(CASE WHEN ${calls()} = 0 THEN 0 ELSE ${successful} * 1.0 / ${calls()} END)`;
  return {
    from: 'tenant t',
    select: `t.id, t.id AS idTenant, t.name AS tenantName, ${calls()} AS calls, ${seconds} AS seconds,
      ${successful} AS successful`,
    fields: {
      id: { sql: 't.id', type: 'number' },
      idTenant: { sql: 't.id', type: 'number' },
      tenantName: { sql: 't.name', type: 'text' },
      calls: { sql: 'calls', type: 'number', filterable: false },
      minutes: { sql: 'seconds', type: 'number', filterable: false },
      successful: { sql: 'successful', type: 'number', filterable: false },
      successRate: { sql: rate, type: 'number', filterable: false },
    },
    search: ['t.name'],
    defaultSort: { field: 'calls', order: 'DESC' },
    tiebreaker: 't.id',
    toItem: ({ seconds, ...row }) => ({
      ...row,
      minutes: Math.round(seconds / 6) / 10,
      successRate: row.calls === 0 ? 0 : Math.round((row.successful / row.calls) * 1000) / 1000,
    }),
  };
}

/** The `start` filter `{ gte?, lt? }` as normalised ISO instants (the lists' own date-range rule); 400 otherwise. */
function periodOf(value: unknown): { gte?: string; lt?: string } {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw badRequest("Invalid value for filter 'start'");
  return dateRange(value as Record<string, unknown>, 'text', 'start');
}

/** A tenant's statistics tab and the tenant statistics screen. */
export function tenantStatisticRoutes(app: FastifyInstance, { db }: ApiContext) {
  app.get(
    '/api/administration/tenants/:id/statistics',
    { config: { access: { area: 'Tenant', action: 'view' } } },
    async (request) => {
      const idTenant = scopedTenantId(db, request);
      const withCosts = canAccess(principalOf(request).permissions, 'Statistics', 'viewcosts');
      return tenantStatistics(db, idTenant, request.query as Record<string, unknown>, withCosts);
    },
  );

  const access = { area: 'Statistics', action: 'view' };
  listRoute(app, db, {
    url: '/api/statistics/tenants',
    access,
    source: ({ idTenant }, { start, ...filter }) => ({
      spec: statisticsList(periodOf(start)),
      scope: subtreeScope(db, idTenant, 't.id'),
      filter,
    }),
  });
  app.get('/api/statistics/tenants/:id', { config: { access } }, async (request) => {
    const spec = statisticsList({});
    const id = scopedTenantId(db, request);
    const row = db.prepare(`SELECT ${spec.select} FROM ${spec.from} WHERE t.id = ?`).get(id) as StatisticsRow;
    return spec.toItem(row);
  });
}
