import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ListResponse } from '../../src/shared/wire/common';
import type { CampaignDetail, ContactImport } from '../../src/shared/wire/campaigns';
import type { Folder } from '../../src/shared/wire/folders';
import { signedIn } from './consoleSession';
import { api } from './telephony';

const CAMPAIGNS = '/callbot/campaigns';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const open = (from: string, to: string) => ({ From: from, To: to });

/** A new campaign folder of the story's own. */
export async function createCampaignFolder(
  page: Page,
  request: APIRequestContext,
  name: string,
): Promise<Folder> {
  await signedIn(page);
  const created = await api<Folder>(page, request, '/callbot/campaign-folders', {
    method: 'POST',
    data: { name, idParent: 0 },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

/** A new draft campaign (CREATED, nothing filled in) in `idFolder`. */
export async function createCampaign(
  page: Page,
  request: APIRequestContext,
  name: string,
  idFolder = 0,
): Promise<CampaignDetail> {
  await signedIn(page);
  const created = await api<CampaignDetail>(page, request, CAMPAIGNS, {
    method: 'POST',
    data: { name, idFolder, targetKind: 0, billingMode: 2 },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

/**
 * A draft whose flow (basic part) and line (prepare part) are chosen, with attempt rules `rules`; its dialer,
 * schedule and contacts are the caller's.
 */
export async function campaignWithFlowAndLine(
  page: Page,
  request: APIRequestContext,
  name: string,
  { idFolder = 0, rules = { maxAttempts: 2, retryDelayMinutes: 30 } } = {},
): Promise<CampaignDetail> {
  const campaign = await createCampaign(page, request, name, idFolder);
  const flows = await api<ListResponse<{ id: number }>>(page, request, '/designer/flows?pageSize=1');
  // A line of the campaign's own tenant (the context's list also holds its sub-tenants' lines).
  const me = await api<{ idTenant: number }>(page, request, '/home/user-info');
  const lines = await api<ListResponse<{ id: number }>>(
    page,
    request,
    `/administration/lines?pageSize=1&filter=${encodeURIComponent(JSON.stringify({ idTenant: me.body.idTenant }))}`,
  );
  const basic = {
    name,
    description: '',
    idCallScript: flows.body.items[0]!.id,
    idLanguage: null,
    channels: 1,
    billingMode: 2,
    targetKind: 0,
  };
  const prepare = { callerIds: [], lineIds: [lines.body.items[0]!.id], concurrentCalls: 5, ...rules };
  await savePart(page, request, campaign.id, 'basic', basic);
  await savePart(page, request, campaign.id, 'prepare', prepare);
  return campaign;
}

async function savePart(page: Page, request: APIRequestContext, id: number, part: string, data: unknown) {
  const saved = await api(page, request, `${CAMPAIGNS}/${id}/${part}`, { method: 'PUT', data });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

/** A draft with every part filled in and contacts imported, so it may be planned (the story plans it itself). */
export async function readyCampaign(
  page: Page,
  request: APIRequestContext,
  name: string,
  idFolder = 0,
): Promise<CampaignDetail> {
  const campaign = await campaignWithFlowAndLine(page, request, name, { idFolder });
  const base = `${CAMPAIGNS}/${campaign.id}`;
  // Open all day every day, so a story runs at any hour (the dialer keeps to each contact's calling window).
  const week = Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((weekday) =>
      Object.entries(open('00:00', '23:59')).map(([end, time]) => [`${weekday}${end}`, time]),
    ),
  );
  await savePart(page, request, campaign.id, 'schedule', {
    startDate: day(0),
    endDate: day(30),
    timeZone: 'UTC',
    ...week,
  });
  // Twenty contacts: the platform's dialer calls a few at a time on its timer, so the run lasts a while.
  const rows = Array.from({ length: 20 }, (_, index) => `+42060155${String(index).padStart(4, '0')}`);
  const started = await api<ContactImport>(page, request, `${base}/contacts/import`, {
    method: 'POST',
    data: { fileName: 'story.csv', content: ['phone', ...rows].join('\n') },
  });
  expect(started.status).toBe(202);
  await expect.poll(async () => (await api<CampaignDetail>(page, request, base)).body.plannable).toBe(true);
  return (await api<CampaignDetail>(page, request, base)).body;
}
