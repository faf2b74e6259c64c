import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResponse } from '../../src/shared/wire/common';
import type { CampaignContact } from '../../src/shared/wire/campaigns';
import { createCampaign, importCsv } from './campaignsFixtures';
import { filterQuery, startTelephonyWorld, type TelephonyWorld } from './telephonyFixtures';

const MAPPINGS = '/api/callbot/contact-import-mappings';
let world: TelephonyWorld;

beforeAll(async () => {
  world = await startTelephonyWorld();
});
afterAll(async () => world?.close());

const phonesOf = async (id: number) =>
  (
    (
      await world.operator.call(
        `/api/callbot/campaign-contacts?${filterQuery({ idCampaign: id })}&pageSize=100`,
      )
    ).body as ListResponse<CampaignContact>
  ).items.map((item) => item.phone);

describe('contact import checks (issue 35.5)', () => {
  it('refuses bad numbers, duplicates, known contacts and do-not-call numbers, each with its reason', async () => {
    const list = (
      await world.operator.call('/api/callbot/do-not-call-lists', {
        method: 'POST',
        body: { name: 'Import DNC' },
      })
    ).body as { id: number };
    await world.operator.call(`/api/callbot/do-not-call-lists/${list.id}/import`, {
      method: 'POST',
      body: { fileName: 'dnc.csv', content: 'phone,expires\n+420601400003,\n+420601400005,2000-01-01\n' },
    });
    const { id } = await createCampaign(world, 'Import checks');
    await importCsv(world.operator, id, 'phone\n+420601400004\n');
    const report = await importCsv(
      world.operator,
      id,
      [
        'phone,firstname',
        '+420601400001,Ann',
        '+15550100,Bad',
        '+420601400003,Listed',
        '+420601400001,Twice',
        '+420601400004,Known',
        '+420601400005,Expired listing',
      ].join('\n'),
    );
    expect(report).toMatchObject({ imported: 2, rejected: 4, failure: null });
    expect(report.errors).toEqual([
      {
        line: 3,
        phone: '+15550100',
        message: 'phone: Value not match (international format such as +420601234567)',
      },
      { line: 4, phone: '+420601400003', message: 'phone: On the do-not-call list "Import DNC"' },
      { line: 5, phone: '+420601400001', message: 'phone: Duplicate of line 2' },
      { line: 6, phone: '+420601400004', message: 'phone: Already a contact of this campaign' },
    ]);
    expect(await phonesOf(id)).toEqual(['+420601400004', '+420601400001', '+420601400005']);
  });

  it('changes nothing when the file fails as a whole', async () => {
    const { id } = await createCampaign(world, 'Import bad file');
    const report = await importCsv(world.operator, id, 'phone,colour\n+420601400001,red\n');
    expect(report).toMatchObject({ status: 3, imported: 0, failure: 'Unknown columns: colour' });
    expect(await phonesOf(id)).toEqual([]);
  });

  it('saves column mappings per tenant, by name, and checks them', async () => {
    const save = (body: unknown) => world.operator.call(MAPPINGS, { method: 'POST', body });
    const saved = await save({ name: 'Shop', mapping: { Mobile: 'phone', Given: 'firstname' } });
    expect(saved).toMatchObject({ status: 201, body: { name: 'Shop', mapping: { Mobile: 'phone' } } });
    const again = await save({ name: 'shop', mapping: { Tel: 'phone' } });
    expect(again.body).toMatchObject({ id: (saved.body as { id: number }).id, mapping: { Tel: 'phone' } });
    expect((await save({ name: 'No phone', mapping: { Given: 'firstname' } })).body).toMatchObject({
      errors: { mapping: 'Map a column to the phone number' },
    });
    expect((await save({ name: 'Odd', mapping: { A: 'phone', B: 'salary' } })).status).toBe(400);
    expect((await save({ name: 'List', mapping: ['phone'] })).status).toBe(400);
    const names = ((await world.operator.call(MAPPINGS)).body as ListResponse<{ name: string }>).items.map(
      (item) => item.name,
    );
    expect(names).toEqual(['CRM export', 'Shop']);
    const foreign = world.value('SELECT id FROM contact_import_mapping WHERE id_tenant = ?', world.globex);
    expect((await world.operator.call(`${MAPPINGS}/${foreign}`, { method: 'DELETE' })).status).toBe(404);
    expect(
      (await world.viewer.call(`${MAPPINGS}/${(saved.body as { id: number }).id}`, { method: 'DELETE' }))
        .status,
    ).toBe(403);
  });
});
