import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCampaignProgress } from '../../dev-platform/areas/campaigns/campaignsProgress';
import { CallResult } from '../../src/shared/dialer/attemptRules';
import type { ListResponse } from '../../src/shared/wire/common';
import type {
  CampaignDetail,
  CampaignStatusChange,
  CampaignValidation,
} from '../../src/shared/wire/campaigns';
import { CAMPAIGNS, createCampaign, readyCampaign } from './campaignsFixtures';
import { filterQuery, startTelephonyWorld, type TelephonyWorld } from './telephonyFixtures';

let world: TelephonyWorld;

beforeAll(async () => {
  world = await startTelephonyWorld();
});
afterAll(async () => world?.close());

/** A fake clock from Monday 30 November 2026, 09:00 UTC, which `stepThrough` moves 5 s per step. */
let clock = 0;
const monday = () => {
  clock = Date.parse('2026-11-30T09:00:00Z');
  return { now: () => new Date(clock) };
};
const stepThrough = (progress: { tick(): void }, steps: number) => {
  for (let step = 0; step < steps; step++) {
    progress.tick();
    clock += 5000;
  }
};

const change = (id: number, status: number, session = world.operator) =>
  session.call(`${CAMPAIGNS}/${id}/status`, { method: 'POST', body: { status } });

describe('campaign status workflow', () => {
  it('refuses a transition the workflow does not allow, and an unknown status', async () => {
    const { id } = await createCampaign(world, 'Status refused');
    expect((await change(id, 9)).body).toEqual({
      status: 409,
      error: 'A campaign cannot go from Created to Finished',
    });
    expect((await change(id, 42)).status).toBe(400);
    expect((await change(id, 1)).status).toBe(409);
  });

  it('lists what blocks planning and refuses to plan until it is fixed', async () => {
    const { id } = await createCampaign(world, 'Status blocked');
    const validation = (await world.operator.call(`${CAMPAIGNS}/${id}/validation`))
      .body as CampaignValidation;
    expect(validation.valid).toBe(false);
    expect(validation.blockers).toEqual([
      'Basic: choose the flow the campaign runs',
      'Prepare: choose at least one line to call from',
      'Contacts: import at least one contact',
      'Schedule: set the first and the last day',
      'Schedule: open at least one weekday',
    ]);
    const refused = await change(id, 5);
    expect(refused.status).toBe(409);
    expect((refused.body as { error: string }).error).toMatch(
      /^The campaign cannot be planned: Basic: choose the flow/,
    );
  });

  it('needs the transition’s own permission: a viewer may change nothing (403)', async () => {
    const campaign = await readyCampaign(world, 'Status viewer');
    expect((await change(campaign.id, 5, world.viewer)).body).toEqual({
      status: 403,
      error: 'Missing permission Campaign/approve',
    });
  });

  it('plans, starts, advances on the timer, stops and records every change with who and when', async () => {
    const campaign = await readyCampaign(world, 'Status story');
    expect(campaign.plannable).toBe(true);
    expect(((await change(campaign.id, 5)).body as CampaignDetail).status).toBe(5);
    expect(((await change(campaign.id, 8)).body as CampaignDetail).status).toBe(8);
    const events = await world.listen(world.operator);
    // The timer is off in tests; one made here with a long interval is stepped by hand, on a fake clock inside the
    // campaign's window (Monday 10:00 in Prague): Ann listens to the end, Bob does not pick up (a retry in an hour).
    const progress = startCampaignProgress({
      db: world.platform.db,
      publish: (idTenant, target, ...args) => world.platform.hub.sendToTenant(idTenant, target, ...args),
      intervalMs: 3_600_000,
      ...monday(),
      simulate: (contact) =>
        contact.phone === '+420601000001'
          ? { ringMs: 1000, answered: true, talkMs: 2000, result: CallResult.LISTENED_TO_END }
          : { ringMs: 1000, answered: false, talkMs: 0, result: CallResult.NOT_PICKED },
    });
    try {
      stepThrough(progress, 3);
    } finally {
      progress.stop();
    }
    const advanced = (await world.operator.call(`${CAMPAIGNS}/${campaign.id}`)).body as CampaignDetail;
    expect(advanced).toMatchObject({ status: 8, processed: 1, progress: 0.5 });
    await expect.poll(() => events.some((event) => event.id === String(campaign.id))).toBe(true);
    expect(((await change(campaign.id, 7)).body as CampaignDetail).status).toBe(7);
    const history = (
      await world.operator.call(
        `/api/callbot/campaign-status-changes?${filterQuery({ idCampaign: campaign.id })}&sort=id&order=ASC`,
      )
    ).body as ListResponse<CampaignStatusChange>;
    expect(history.items.map((item) => [item.fromStatus, item.toStatus, item.changedBy])).toEqual([
      [null, 1, 'operator'],
      [1, 5, 'operator'],
      [5, 8, 'operator'],
      [8, 7, 'operator'],
    ]);
  });

  it('finishes a running campaign when every contact is in a final state (the platform, no user)', async () => {
    const campaign = await readyCampaign(world, 'Status finish');
    await change(campaign.id, 5);
    await change(campaign.id, 8);
    const progress = startCampaignProgress({
      db: world.platform.db,
      publish: () => {},
      intervalMs: 3_600_000,
      ...monday(),
      simulate: () => ({ ringMs: 1000, answered: true, talkMs: 2000, result: CallResult.PICKED }),
    });
    stepThrough(progress, 3);
    progress.stop();
    const finished = (await world.operator.call(`${CAMPAIGNS}/${campaign.id}`)).body as CampaignDetail;
    expect(finished).toMatchObject({ status: 9, processed: 2, progress: 1 });
    expect(
      world.value(
        'SELECT id_user FROM campaign_status_change WHERE id_campaign = ? AND to_status = 9',
        campaign.id,
      ),
    ).toBeNull();
  });

  it('expires a planned campaign whose last day has passed (the platform, no user)', async () => {
    const campaign = await readyCampaign(world, 'Status expiry');
    await change(campaign.id, 5);
    world.platform.db.prepare("UPDATE campaign SET end_date = '2020-01-31' WHERE id = ?").run(campaign.id);
    const progress = startCampaignProgress({
      db: world.platform.db,
      publish: () => {},
      intervalMs: 3_600_000,
    });
    progress.tick();
    progress.stop();
    expect(((await world.operator.call(`${CAMPAIGNS}/${campaign.id}`)).body as CampaignDetail).status).toBe(
      10,
    );
    expect((await change(campaign.id, 8)).body).toEqual({
      status: 409,
      error: 'A campaign cannot go from Expired to In progress',
    });
  });

  it('keeps other tenants’ campaigns and their history out', async () => {
    const foreign = world.value('SELECT id FROM campaign WHERE id_tenant = ?', world.globex);
    expect((await change(foreign, 5)).body).toEqual({ status: 404, error: 'Campaign not found' });
    const history = (
      await world.operator.call(
        `/api/callbot/campaign-status-changes?${filterQuery({ idCampaign: foreign })}`,
      )
    ).body as ListResponse<CampaignStatusChange>;
    expect(history.total).toBe(0);
  });
});
