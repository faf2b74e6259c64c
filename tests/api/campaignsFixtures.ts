import { expect, vi } from 'vitest';
import type { CampaignDetail, ContactImport } from '../../src/shared/wire/campaigns';
import type { Session } from './session';
import type { TelephonyWorld } from './telephonyFixtures';

export const CAMPAIGNS = '/api/callbot/campaigns';

/** Opening times Monday to Friday, 09:00–17:00, and closed at the weekend. */
export const WEEK = {
  mondayFrom: '09:00',
  mondayTo: '17:00',
  tuesdayFrom: '09:00',
  tuesdayTo: '17:00',
  wednesdayFrom: '09:00',
  wednesdayTo: '17:00',
  thursdayFrom: '09:00',
  thursdayTo: '17:00',
  fridayFrom: '09:00',
  fridayTo: '17:00',
  saturdayFrom: '',
  saturdayTo: '',
  sundayFrom: '',
  sundayTo: '',
};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A new campaign of the operator's tenant (CREATED, nothing filled in). */
export async function createCampaign(world: TelephonyWorld, name: string): Promise<CampaignDetail> {
  const created = await world.operator.call(CAMPAIGNS, {
    method: 'POST',
    body: { name, targetKind: 0, billingMode: 2 },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as CampaignDetail;
}

/** Runs an import and waits for its task to end; answers the report. */
export async function importCsv(
  session: Session,
  idCampaign: number,
  content: string,
  fileName = 'contacts.csv',
): Promise<ContactImport> {
  const started = await session.call(`${CAMPAIGNS}/${idCampaign}/contacts/import`, {
    method: 'POST',
    body: { fileName, content },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const { id } = started.body as ContactImport;
  return vi.waitFor(
    async () => {
      const report = (await session.call(`/api/callbot/campaign-contact-imports/${id}`))
        .body as ContactImport;
      if (report.status < 2) throw new Error('still running');
      return report;
    },
    { timeout: 10_000, interval: 50 },
  );
}

/** A campaign with every part filled in, so it may be planned. */
export async function readyCampaign(world: TelephonyWorld, name: string): Promise<CampaignDetail> {
  const campaign = await createCampaign(world, name);
  const flow = world.value('SELECT id FROM call_script WHERE id_tenant = ? AND is_component = 0', world.acme);
  const line = world.value('SELECT id FROM line WHERE id_tenant = ?', world.acme);
  const base = `${CAMPAIGNS}/${campaign.id}`;
  const answers = [
    await world.operator.call(`${base}/basic`, {
      method: 'PUT',
      body: {
        name,
        description: '',
        idCallScript: flow,
        idLanguage: null,
        channels: 1,
        billingMode: 2,
        targetKind: 0,
      },
    }),
    await world.operator.call(`${base}/prepare`, {
      method: 'PUT',
      body: {
        callerIds: ['+420601234567'],
        lineIds: [line],
        concurrentCalls: 5,
        maxAttempts: 3,
        retryDelayMinutes: 60,
      },
    }),
    await world.operator.call(`${base}/schedule`, {
      method: 'PUT',
      body: { startDate: day(0), endDate: day(30), timeZone: 'Europe/Prague', ...WEEK },
    }),
  ];
  for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const report = await importCsv(
    world.operator,
    campaign.id,
    'phone,firstname\n+420601000001,Ann\n+420601000002,Bob\n',
  );
  expect(report.imported).toBe(2);
  return (await world.operator.call(base)).body as CampaignDetail;
}
