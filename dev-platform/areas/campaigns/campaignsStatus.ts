import type { FastifyInstance } from 'fastify';
import { CAMPAIGN_STATUS_BODY } from '../../../src/shared/campaignBodies';
import { statusLabel, transitionOf } from '../../../src/shared/campaignRules';
import { bodySchemaErrors } from '../../../src/shared/validation/bodySchema';
import { canAccess } from '../../../src/shared/permissions';
import type { CampaignStatusChange } from '../../../src/shared/wire/campaigns';
import type { Db } from '../../db/database';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { ApiError, forbidden, notFound } from '../../api/apiError';
import { listRoute } from '../../api/listRoutes';
import type { ListSpec } from '../../api/listQuery';
import { assertValid, bodyOf, idParam } from '../../api/validation';
import { blockersOf, CAMPAIGNS, campaignDetail, campaignRow } from './campaignsQuery';

interface ChangeRow {
  id: number;
  id_campaign: number;
  from_status: number | null;
  to_status: number;
  changed_by: string | null;
  created: string;
}

const historyList: ListSpec<ChangeRow, CampaignStatusChange> = {
  from: 'campaign_status_change h JOIN campaign c ON c.id = h.id_campaign LEFT JOIN user u ON u.id = h.id_user',
  select: 'h.id, h.id_campaign, h.from_status, h.to_status, u.username AS changed_by, h.created',
  fields: {
    id: { sql: 'h.id', type: 'number' },
    idCampaign: { sql: 'h.id_campaign', type: 'number' },
    fromStatus: { sql: 'h.from_status', type: 'number' },
    toStatus: { sql: 'h.to_status', type: 'number' },
    changedBy: { sql: 'u.username', type: 'text' },
    created: { sql: 'h.created', type: 'text' },
  },
  search: ['u.username'],
  defaultSort: { field: 'created', order: 'DESC' },
  tiebreaker: 'h.id',
  toItem: (row) => ({
    id: row.id,
    idCampaign: row.id_campaign,
    fromStatus: row.from_status,
    toStatus: row.to_status,
    changedBy: row.changed_by,
    created: row.created,
  }),
};

/** Sets a campaign's status and records who did (null: the platform). */
export function setCampaignStatus(db: Db, id: number, from: number, to: number, idUser: number | null) {
  const now = new Date().toISOString();
  db.prepare('UPDATE campaign SET status = ?, updated = ? WHERE id = ?').run(to, now, id);
  db.prepare(
    'INSERT INTO campaign_status_change (id_campaign, from_status, to_status, id_user, created) VALUES (?, ?, ?, ?, ?)',
  ).run(id, from, to, idUser, now);
}

/**
 * The change-status call (SPEC §4): only the transitions of the shared workflow, each with its own permission, and
 * planning or starting only when the validation finds nothing blocking. The history of changes is a list.
 */
export function campaignStatusRoutes(app: FastifyInstance, { db }: ApiContext) {
  listRoute(app, db, {
    url: '/api/callbot/campaign-status-changes',
    access: { area: 'Campaign', action: 'view' },
    source: ({ idTenant }) => ({
      spec: historyList,
      scope: { where: 'c.id_tenant = ?', params: [idTenant] },
    }),
  });

  app.get(
    '/api/callbot/campaign-status-changes/:id',
    { config: { access: { area: 'Campaign', action: 'view' } } },
    async (request) => {
      const row = db
        .prepare(`SELECT ${historyList.select} FROM ${historyList.from} WHERE h.id = ? AND c.id_tenant = ?`)
        .get(idParam(request), principalOf(request).idTenant) as ChangeRow | undefined;
      if (!row) throw notFound('Status change not found');
      return historyList.toItem(row);
    },
  );

  // The transition's own permission (edit, approve or control) is checked inside: it depends on the body.
  app.post(
    `${CAMPAIGNS}/:id/status`,
    { config: { access: { area: 'Campaign', action: 'view' } } },
    async (request) => {
      const principal = principalOf(request);
      const row = campaignRow(db, idParam(request), principal.idTenant);
      const body = bodyOf(request);
      const to = body.status;
      assertValid(bodySchemaErrors(CAMPAIGN_STATUS_BODY, body));
      const transition = transitionOf(row.status, to);
      if (!transition)
        throw new ApiError(409, `A campaign cannot go from ${statusLabel(row.status)} to ${statusLabel(to)}`);
      if (!canAccess(principal.permissions, 'Campaign', transition.action))
        throw forbidden(`Missing permission Campaign/${transition.action}`);
      if (transition.validated) {
        const blockers = blockersOf(row);
        if (blockers.length > 0)
          throw new ApiError(
            409,
            `The campaign cannot be ${statusLabel(to).toLowerCase()}: ${blockers.join('; ')}`,
          );
      }
      setCampaignStatus(db, row.id, row.status, to as number, principal.idUser);
      return campaignDetail(campaignRow(db, row.id, principal.idTenant));
    },
  );
}
