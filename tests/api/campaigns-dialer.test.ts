import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCampaignProgress } from '../../dev-platform/areas/campaigns/campaignsProgress';
import { CallResult, ContactState } from '../../src/shared/dialer/attemptRules';
import type { ListResponse } from '../../src/shared/wire/common';
import type { CampaignContact } from '../../src/shared/wire/campaigns';
import { CAMPAIGNS, readyCampaign } from './campaignsFixtures';
import { filterQuery, startTelephonyWorld, type TelephonyWorld } from './telephonyFixtures';

let world: TelephonyWorld;

beforeAll(async () => {
  world = await startTelephonyWorld();
});
afterAll(async () => world?.close());

const DIALER = { mode: 2, agents: 3, pacing: 3, maxAbandonRate: 3 };

/** Starts a ready campaign and steps its dialer on a fake clock from `start`, 5 s a step. */
async function runCampaign(name: string, start: string, steps: number, blocked: string[] = []) {
  const campaign = await readyCampaign(world, name);
  const put = await world.operator.call(`${CAMPAIGNS}/${campaign.id}/dialer`, {
    method: 'PUT',
    body: DIALER,
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  for (const status of [5, 8])
    await world.operator.call(`${CAMPAIGNS}/${campaign.id}/status`, { method: 'POST', body: { status } });
  let clock = Date.parse(start);
  const progress = startCampaignProgress({
    db: world.platform.db,
    publish: () => {},
    intervalMs: 3_600_000,
    now: () => new Date(clock),
    simulate: () => ({ ringMs: 1000, answered: false, talkMs: 0, result: CallResult.NOT_PICKED }),
    blockedNumbers: () => new Set(blocked),
  });
  for (let step = 0; step < steps; step++) {
    progress.tick();
    clock += 5000;
  }
  progress.stop();
  const contacts = (
    await world.operator.call(`/api/callbot/campaign-contacts?${filterQuery({ idCampaign: campaign.id })}`)
  ).body as ListResponse<CampaignContact>;
  return { campaign, contacts: contacts.items };
}

describe('campaign dialer', () => {
  it('keeps the dialer part with its rules and refuses what a mode cannot do', async () => {
    const campaign = await readyCampaign(world, 'Dialer part');
    const base = `${CAMPAIGNS}/${campaign.id}/dialer`;
    expect((await world.operator.call(base)).body).toMatchObject({ mode: 3, doNotCallListIds: [] });
    // The tenant's seeded do-not-call list, by id; it answers with its name.
    const list = world.value<number>('SELECT MIN(id) FROM do_not_call_list WHERE id_tenant = ?', world.acme);
    const saved = await world.operator.call(base, {
      method: 'PUT',
      body: { ...DIALER, doNotCallListIds: [list] },
    });
    expect(saved.body).toEqual({
      ...DIALER,
      doNotCallListIds: [list],
      doNotCallListNames: ['Opt-outs'],
    });
    // A form without the lists keeps them; another tenant's list is refused.
    expect((await world.operator.call(base, { method: 'PUT', body: DIALER })).body).toMatchObject({
      doNotCallListIds: [list],
    });
    const foreign = world.value<number>(
      'SELECT MIN(id) FROM do_not_call_list WHERE id_tenant <> ?',
      world.acme,
    );
    expect(
      (await world.operator.call(base, { method: 'PUT', body: { ...DIALER, doNotCallListIds: [foreign] } }))
        .body,
    ).toMatchObject({ status: 400, errors: { doNotCallListIds: 'Unknown do-not-call list' } });
    const refused = await world.operator.call(base, {
      method: 'PUT',
      body: { mode: 9, agents: 0, pacing: 0, maxAbandonRate: 50 },
    });
    expect(refused.status).toBe(400);
    await expect(world.viewer.call(base, { method: 'PUT', body: DIALER })).resolves.toMatchObject({
      status: 403,
    });
  });

  it('lets contacts wait outside their window and shows when they may be called', async () => {
    // Saturday: the campaign dials Monday to Friday from 09:00 in the contacts' zone (Prague, from +420).
    const { contacts } = await runCampaign('Dialer window', '2026-11-28T10:00:00Z', 3);
    expect(contacts.map((contact) => [contact.attempts, contact.waitReason, contact.nextAllowedAt])).toEqual([
      [0, 'outsideWindow', '2026-11-30T08:00:00.000Z'],
      [0, 'outsideWindow', '2026-11-30T08:00:00.000Z'],
    ]);
  });

  it('never dials a blocked number and counts contacts by state', async () => {
    const { campaign, contacts } = await runCampaign('Dialer lists', '2026-11-30T09:00:00Z', 3, [
      '+420601000002',
    ]);
    expect(contacts.map((contact) => [contact.state, contact.attempts, contact.waitReason])).toEqual([
      [ContactState.RETRY, 1, 'retryLater'],
      [ContactState.BLOCKED, 0, 'doNotCall'],
    ]);
    expect((await world.operator.call(`${CAMPAIGNS}/${campaign.id}/contact-states`)).body).toMatchObject({
      RETRY: 1,
      BLOCKED: 1,
      PENDING: 0,
    });
  });
});
