import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CAMPAIGN_DIALER_BODY } from '../../../src/shared/campaignBodies';
import { ENUMERATIONS } from '../../../src/shared/enumerations';
import { DialerMode, dialerSettingsOf } from '../../../src/shared/dialer/dialerPacing';
import { bodySchemaErrors } from '../../../src/shared/validation/bodySchema';
import type { CampaignContactStates } from '../../../src/shared/wire/campaigns';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { sourceFormErrors } from '../../api/resourceRules';
import { assertValid, bodyOf, idParam } from '../../api/validation';
import { listNames } from '../do-not-call/doNotCallLookup';
import { assertEditable } from './campaignsParts';
import { CAMPAIGNS, campaignRow, partOf } from './campaignsQuery';

const view = { config: { access: { area: 'Campaign', action: 'view' } } } as const;
const edit = { config: { access: { area: 'Campaign', action: 'edit' } } } as const;

/**
 * The dialer part (GET and PUT `…/{id}/dialer`) and the contacts counted by state (`…/{id}/contact-states`), which
 * the status tab shows as the campaign's statistics. Modes with agents need at least one.
 */
export function campaignDialerRoutes(app: FastifyInstance, { db }: ApiContext) {
  const rowOf = (request: FastifyRequest) => campaignRow(db, idParam(request), principalOf(request).idTenant);

  // The chosen do-not-call lists by name too, so the part shows names that link to the lists.
  const withNames = (idTenant: number, dialer: ReturnType<typeof dialerSettingsOf>) => {
    const names = listNames(db, idTenant, dialer.doNotCallListIds);
    const known = dialer.doNotCallListIds.filter((id) => names.has(id));
    return { ...dialer, doNotCallListIds: known, doNotCallListNames: known.map((id) => names.get(id)!) };
  };
  app.get(`${CAMPAIGNS}/:id/dialer`, view, async (request) => {
    const row = rowOf(request);
    return withNames(row.id_tenant, dialerSettingsOf(partOf(row.dialer)));
  });
  app.put(`${CAMPAIGNS}/:id/dialer`, edit, async (request) => {
    const row = rowOf(request);
    const body = bodyOf(request);
    const errors = {
      ...bodySchemaErrors(CAMPAIGN_DIALER_BODY, body),
      ...sourceFormErrors('campaigns', '/callbot/campaigns/{id}/dialer', body, { partial: false }),
    };
    if (!errors.agents && body.mode !== DialerMode.AGENTLESS && body.agents === 0)
      errors.agents = 'A mode with agents needs at least one';
    if (!errors.doNotCallListIds && Array.isArray(body.doNotCallListIds)) {
      const names = listNames(db, row.id_tenant, body.doNotCallListIds as number[]);
      if (names.size < new Set(body.doNotCallListIds).size)
        errors.doNotCallListIds = 'Unknown do-not-call list';
    }
    assertValid(errors);
    assertEditable(row);
    // A form without the lists' input keeps the lists chosen before.
    const lists = body.doNotCallListIds ?? partOf(row.dialer).doNotCallListIds ?? [];
    const dialer = dialerSettingsOf({ ...body, doNotCallListIds: lists });
    db.prepare('UPDATE campaign SET dialer = ?, updated = ? WHERE id = ?').run(
      JSON.stringify(dialer),
      new Date().toISOString(),
      row.id,
    );
    return withNames(row.id_tenant, dialerSettingsOf(partOf(rowOf(request).dialer)));
  });

  app.get(`${CAMPAIGNS}/:id/contact-states`, view, async (request): Promise<CampaignContactStates> => {
    const row = rowOf(request);
    const counts = db
      .prepare('SELECT state, COUNT(*) AS count FROM campaign_contact WHERE id_campaign = ? GROUP BY state')
      .all(row.id) as { state: number; count: number }[];
    return Object.fromEntries(
      ENUMERATIONS.contactState.values.map(({ key, value }) => [
        key,
        counts.find((item) => item.state === value)?.count ?? 0,
      ]),
    );
  });
}
