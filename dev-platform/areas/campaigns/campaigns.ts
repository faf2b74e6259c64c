import type { FastifyInstance } from 'fastify';
import { CAMPAIGN_CREATE_BODY, CAMPAIGN_DUPLICATE_BODY } from '../../../src/shared/campaignBodies';
import { WorkStatus } from '../../../src/shared/campaignRules';
import { bodySchemaErrors } from '../../../src/shared/validation/bodySchema';
import type { CampaignDetail } from '../../../src/shared/wire/campaigns';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { listRoute } from '../../api/listRoutes';
import { actionErrors, formErrors } from '../../api/resourceRules';
import { assertValid, bodyOf, idParam } from '../../api/validation';
import { campaignContactRoutes } from './campaignsContacts';
import { campaignDialerRoutes } from './campaignsDialerPart';
import { campaignPartRoutes } from './campaignsParts';
import { campaignDetail, campaignList, CAMPAIGNS, campaignRow, tenantScope } from './campaignsQuery';
import { campaignStatusRoutes, setCampaignStatus } from './campaignsStatus';
import { folderRoutes } from '../folders/folders';

const access = (action: string) => ({ config: { access: { area: 'Campaign', action } } }) as const;

/**
 * Campaigns of the caller's tenant context (SPEC §2–§4): list, detail, create, duplicate, the parts, the status
 * workflow, contacts and the campaign folder tree. The contacts import runs as a task (`campaignsImport.ts`).
 */
export function campaignRoutes(app: FastifyInstance, context: ApiContext) {
  const { db } = context;
  listRoute(app, db, {
    url: CAMPAIGNS,
    access: { area: 'Campaign', action: 'view' },
    source: ({ idTenant }) => ({ spec: campaignList, scope: tenantScope(idTenant) }),
  });

  app.get(`${CAMPAIGNS}/:id`, access('view'), async (request): Promise<CampaignDetail> =>
    campaignDetail(campaignRow(db, idParam(request), principalOf(request).idTenant)),
  );

  const exists = (sql: string, ...params: unknown[]) => !!db.prepare(sql).get(...params);

  app.post(CAMPAIGNS, access('create'), async (request, reply): Promise<CampaignDetail> => {
    const principal = principalOf(request);
    const body = bodyOf(request);
    const errors = {
      ...bodySchemaErrors(CAMPAIGN_CREATE_BODY, body),
      ...formErrors('campaigns', 'create', body),
    };
    const idFolder = Number(body.idFolder ?? 0);
    if (
      !errors.idFolder &&
      idFolder !== 0 &&
      !exists(
        "SELECT 1 FROM folder WHERE id = ? AND id_tenant = ? AND kind = 'campaign'",
        idFolder,
        principal.idTenant,
      )
    )
      errors.idFolder = 'Unknown folder';
    const flow = body.idCallScript ?? null;
    if (
      !errors.idCallScript &&
      flow !== null &&
      !exists(
        'SELECT 1 FROM call_script WHERE id = ? AND id_tenant = ? AND is_component = 0',
        flow,
        principal.idTenant,
      )
    )
      errors.idCallScript = 'Unknown flow';
    assertValid(errors);
    const now = new Date().toISOString();
    const id = Number(
      db
        .prepare(
          `INSERT INTO campaign (id_tenant, id_folder, id_call_script, name, description, status, target_kind,
             billing_mode, basic, prepare, schedule, id_user_created, created, updated)
           VALUES (?, ?, ?, ?, '', 0, ?, ?, '{"channels":1}', '{}', '{"timeZone":"UTC"}', ?, ?, ?)`,
        )
        .run(
          principal.idTenant,
          idFolder || null,
          flow,
          String(body.name).trim(),
          body.targetKind === 1 ? 1 : 0,
          body.billingMode === 1 ? 1 : 2,
          principal.idUser,
          now,
          now,
        ).lastInsertRowid,
    );
    setCampaignStatus(db, id, WorkStatus.DEMO, WorkStatus.CREATED, principal.idUser);
    db.prepare('UPDATE campaign_status_change SET from_status = NULL WHERE id_campaign = ?').run(id);
    reply.code(201);
    return campaignDetail(campaignRow(db, id, principal.idTenant));
  });

  app.post(
    `${CAMPAIGNS}/:id/duplicate`,
    access('create'),
    async (request, reply): Promise<CampaignDetail> => {
      const principal = principalOf(request);
      const source = campaignRow(db, idParam(request), principal.idTenant);
      const body = bodyOf(request);
      assertValid({
        ...bodySchemaErrors(CAMPAIGN_DUPLICATE_BODY, body),
        ...actionErrors('campaigns', 'duplicate', body),
      });
      const now = new Date().toISOString();
      const id = Number(
        db
          .prepare(
            `INSERT INTO campaign (id_tenant, id_folder, id_call_script, id_line, name, description, status,
             schedule_kind, start_date, end_date, target_kind, billing_mode, basic, prepare, contacts, schedule,
             id_user_created, created, updated)
           SELECT id_tenant, id_folder, id_call_script, id_line, ?, description, 0, schedule_kind, start_date,
             end_date, target_kind, billing_mode, basic, prepare, contacts, schedule, ?, ?, ?
           FROM campaign WHERE id = ?`,
          )
          .run(String(body.name).trim(), principal.idUser, now, now, source.id).lastInsertRowid,
      );
      db.prepare(
        `INSERT INTO campaign_contact (id_campaign, phone, firstname, lastname, email, created)
       SELECT ?, phone, firstname, lastname, email, ? FROM campaign_contact WHERE id_campaign = ? ORDER BY id`,
      ).run(id, now, source.id);
      setCampaignStatus(db, id, WorkStatus.DEMO, WorkStatus.CREATED, principal.idUser);
      db.prepare('UPDATE campaign_status_change SET from_status = NULL WHERE id_campaign = ?').run(id);
      reply.code(201);
      return campaignDetail(campaignRow(db, id, principal.idTenant));
    },
  );

  campaignPartRoutes(app, context);
  campaignDialerRoutes(app, context);
  campaignStatusRoutes(app, context);
  campaignContactRoutes(app, context);
  folderRoutes(app, context, {
    kind: 'campaign',
    base: '/api/callbot/campaign-folders',
    area: 'Campaign',
    rootName: 'Campaigns',
    items: { table: 'campaign', where: '1 = 1', bulkMove: `${CAMPAIGNS}/bulk/move` },
  });
}
