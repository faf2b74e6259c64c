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

  app.get(`${CAMPAIGNS}/:id/dialer`, view, async (request) =>
    dialerSettingsOf(partOf(rowOf(request).dialer)),
  );
  app.put(`${CAMPAIGNS}/:id/dialer`, edit, async (request) => {
    const row = rowOf(request);
    const body = bodyOf(request);
    const errors = {
      ...bodySchemaErrors(CAMPAIGN_DIALER_BODY, body),
      ...sourceFormErrors('campaigns', '/callbot/campaigns/{id}/dialer', body, { partial: false }),
    };
    if (!errors.agents && body.mode !== DialerMode.AGENTLESS && body.agents === 0)
      errors.agents = 'A mode with agents needs at least one';
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
    return dialerSettingsOf(partOf(rowOf(request).dialer));
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
