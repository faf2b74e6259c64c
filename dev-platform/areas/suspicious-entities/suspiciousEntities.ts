import type { FastifyInstance } from 'fastify';
import type { SuspiciousKind } from '../../../src/resources/lines/lineWire';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { badRequest } from '../../api/apiError';
import { parseFilter, runList } from '../../api/listQuery';
import { lineList, lineScope } from '../lines/lineRecords';

/** What makes a line suspicious, per screen (SPEC §2 "Suspicious entities"). */
const KINDS: Record<SuspiciousKind, string> = {
  withoutMonitoring: 'l.monitoring = 0',
  withoutBilling: '(l.billing = 0 OR l.id_tariff IS NULL)',
  withFraud: 'l.fraud = 1',
};
const OTHER_FILTERS = new Set(['q', 'riskLevel', 'idDialModule']);

/**
 * The three suspicious-entity screens as one list of lines with a required `kind` filter; the other filters are
 * `q`, `riskLevel` and `idDialModule`.
 */
export function suspiciousEntityRoutes(app: FastifyInstance, { db }: ApiContext) {
  app.get(
    '/api/administration/suspicious-entities/lines',
    { config: { access: { area: 'SuspiciousEntities', action: 'view' } } },
    async (request) => {
      const query = request.query as Record<string, unknown>;
      const { kind, ...filter } = parseFilter(query.filter);
      if (kind === undefined) throw badRequest("Filter 'kind' is required");
      if (typeof kind !== 'string' || !Object.hasOwn(KINDS, kind))
        throw badRequest("Invalid value for filter 'kind'");
      for (const name of Object.keys(filter))
        if (!OTHER_FILTERS.has(name)) throw badRequest(`Cannot filter by '${name}'`);
      const scope = lineScope(db, principalOf(request).idTenant);
      return runList(
        db,
        lineList,
        { ...query, filter: JSON.stringify(filter) },
        { where: `${scope.where} AND ${KINDS[kind as SuspiciousKind]}`, params: scope.params },
      );
    },
  );
}
