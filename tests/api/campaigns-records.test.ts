import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResponse } from '../../src/shared/wire/common';
import type { CampaignDetail, CampaignSummary } from '../../src/shared/wire/campaigns';
import type { Folder } from '../../src/shared/wire/folders';
import { CAMPAIGNS, createCampaign, WEEK } from './campaignsFixtures';
import { filterQuery, startTelephonyWorld, type TelephonyWorld } from './telephonyFixtures';

let world: TelephonyWorld;

beforeAll(async () => {
  world = await startTelephonyWorld();
});
afterAll(async () => world?.close());

const list = async (query: string) =>
  (await world.operator.call(`${CAMPAIGNS}?${query}`)).body as ListResponse<CampaignSummary>;

describe('campaign list', () => {
  it('lists the tenant context’s campaigns only, with status, target kind, billing mode, flow and progress', async () => {
    const all = await list('pageSize=500');
    expect(all.total).toBe(world.value('SELECT COUNT(*) FROM campaign WHERE id_tenant = ?', world.acme));
    const running = all.items.find((item) => item.status === 8)!;
    expect(running).toMatchObject({ targetKind: expect.any(Number), billingMode: expect.any(Number) });
    expect(running.progress).toBeGreaterThan(0);
    expect(running.progress).toBeLessThanOrEqual(1);
  });

  it('filters by status, folder (0: no folder), search and the first day, sorts and pages', async () => {
    const planned = await list(filterQuery({ status: [5, 8] }));
    expect(planned.items.every((item) => [5, 8].includes(item.status))).toBe(true);
    const root = await list(filterQuery({ idFolder: 0 }));
    expect(root.items.every((item) => item.idFolder === null)).toBe(true);
    const first = (await list('pageSize=500')).items[0]!;
    const found = await list(filterQuery({ q: first.name }));
    expect(found.items.map((item) => item.id)).toContain(first.id);
    const start = first.startDate!;
    const next = new Date(Date.parse(`${start}T00:00:00Z`) + 86_400_000).toISOString();
    const onDay = await list(filterQuery({ startDate: { gte: `${start}T00:00:00.000Z`, lt: next } }));
    expect(onDay.items.length).toBeGreaterThan(0);
    expect(onDay.items.every((item) => item.startDate === start)).toBe(true);
    const sorted = await list('sort=progress&order=DESC&pageSize=3&page=1');
    expect(sorted.items[0]!.progress).toBeGreaterThanOrEqual(sorted.items[2]!.progress);
    expect((await world.operator.call(`${CAMPAIGNS}?${filterQuery({ status: 'x' })}`)).status).toBe(400);
  });
});

describe('campaign records', () => {
  it('answers 404 for a foreign or non-numeric campaign', async () => {
    const foreign = world.value('SELECT id FROM campaign WHERE id_tenant = ?', world.globex);
    for (const path of [`${CAMPAIGNS}/${foreign}`, `${CAMPAIGNS}/abc`, `${CAMPAIGNS}/${foreign}/basic`])
      expect((await world.operator.call(path)).body).toEqual({ status: 404, error: 'Campaign not found' });
    const put = await world.operator.call(`${CAMPAIGNS}/${foreign}/schedule`, { method: 'PUT', body: {} });
    expect(put.status).toBe(404);
  });

  it('creates a draft with the form’s rules and duplicates it with its contacts', async () => {
    const invalid = await world.operator.call(CAMPAIGNS, { method: 'POST', body: { name: 'ab' } });
    expect(invalid.status).toBe(400);
    expect((invalid.body as { errors: Record<string, string> }).errors.name).toBe(
      'Field must contains at least 3 characters',
    );
    const campaign = await createCampaign(world, 'Records draft');
    expect(campaign).toMatchObject({ status: 1, contactCount: 0, plannable: false });
    expect(campaign.blockers).toContain('Contacts: import at least one contact');
    const copy = await world.operator.call(`${CAMPAIGNS}/${campaign.id}/duplicate`, {
      method: 'POST',
      body: { name: 'Records copy' },
    });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ name: 'Records copy', status: 1 });
    expect((await world.viewer.call(CAMPAIGNS, { method: 'POST', body: { name: 'Nope' } })).status).toBe(403);
  });

  it('saves the parts with server validation and the SPEC §5 messages', async () => {
    const { id } = await createCampaign(world, 'Records parts');
    const schedule = await world.operator.call(`${CAMPAIGNS}/${id}/schedule`, {
      method: 'PUT',
      body: {
        startDate: '2026-05-10',
        endDate: '2026-05-01',
        timeZone: 'Mars/Base',
        ...WEEK,
        mondayFrom: '9:00',
        fridayTo: '08:00',
      },
    });
    expect(schedule.status).toBe(400);
    expect((schedule.body as { errors: Record<string, string> }).errors).toMatchObject({
      mondayFrom: "Time must be in 'XX:YY' format",
      fridayTo: 'The end must be after the start',
      endDate: 'The last day must not be before the first',
      timeZone: 'Unknown time zone',
    });
    const prepare = await world.operator.call(`${CAMPAIGNS}/${id}/prepare`, {
      method: 'PUT',
      body: { callerIds: ['12'], lineIds: [], concurrentCalls: 0, maxAttempts: 3, retryDelayMinutes: 60 },
    });
    expect((prepare.body as { errors: Record<string, string> }).errors).toMatchObject({
      callerIds: 'Value not match',
      concurrentCalls: 'Number must be in range 1 - 100',
    });
    const saved = await world.operator.call(`${CAMPAIGNS}/${id}/schedule`, {
      method: 'PUT',
      body: { startDate: '2026-05-01', endDate: '2026-05-10', timeZone: 'Europe/Prague', ...WEEK },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ startDate: '2026-05-01', mondayFrom: '09:00', sundayFrom: '' });
    const detail = (await world.operator.call(`${CAMPAIGNS}/${id}`)).body as CampaignDetail;
    expect(detail).toMatchObject({ startDate: '2026-05-01', endDate: '2026-05-10' });
    expect((await world.viewer.call(`${CAMPAIGNS}/${id}/schedule`, { method: 'PUT', body: {} })).status).toBe(
      403,
    );
  });

  it('refuses part changes while planned or running (409)', async () => {
    const running = world.value('SELECT id FROM campaign WHERE id_tenant = ? AND status = 8', world.acme);
    const answer = await world.operator.call(`${CAMPAIGNS}/${running}/schedule`, {
      method: 'PUT',
      body: { startDate: null, endDate: null, timeZone: 'UTC', ...WEEK },
    });
    expect(answer.body).toEqual({
      status: 409,
      error: 'A campaign in status In progress cannot be changed: move it back to Created or stop it first',
    });
  });
});

describe('campaign folders', () => {
  it('keeps a tree of their own, named Campaigns, with the bulk move of campaigns', async () => {
    const root = (await world.operator.call('/api/callbot/campaign-folders/0')).body as Folder;
    expect(root).toMatchObject({ id: 0, name: 'Campaigns', idParent: null });
    const flowFolder = world.value("SELECT id FROM folder WHERE id_tenant = ? AND kind = 'flow'", world.acme);
    expect((await world.operator.call(`/api/callbot/campaign-folders/${flowFolder}`)).status).toBe(404);
    const folder = (
      await world.operator.call('/api/callbot/campaign-folders', {
        method: 'POST',
        body: { name: 'Records folder', idParent: 0 },
      })
    ).body as Folder;
    const { id } = await createCampaign(world, 'Records moved');
    const moved = await world.operator.call(`${CAMPAIGNS}/bulk/move`, {
      method: 'POST',
      body: { ids: [id], idFolder: folder.id },
    });
    expect(moved.body).toEqual({ moved: 1 });
    const inFolder = (await world.operator.call(`${CAMPAIGNS}?${filterQuery({ idFolder: folder.id })}`))
      .body as ListResponse<CampaignSummary>;
    expect(inFolder.items.map((item) => item.name)).toEqual(['Records moved']);
  });
});
