import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ListResponse } from '../../src/shared/wire/common';
import type { CampaignContact } from '../../src/shared/wire/campaigns';
import type { BackgroundTask } from '../../src/shared/wire/home';
import { CAMPAIGNS, createCampaign, importCsv } from './campaignsFixtures';
import { filterQuery, startTelephonyWorld, type TelephonyWorld } from './telephonyFixtures';

let world: TelephonyWorld;

beforeAll(async () => {
  world = await startTelephonyWorld();
});
afterAll(async () => world?.close());

const contactsOf = async (id: number) =>
  (
    await world.operator.call(
      `/api/callbot/campaign-contacts?${filterQuery({ idCampaign: id })}&pageSize=100`,
    )
  ).body as ListResponse<CampaignContact>;

describe('contacts import', () => {
  it('imports the good rows and reports each bad row with its line and reason', async () => {
    const { id } = await createCampaign(world, 'Contacts bad rows');
    const csv = [
      'phone;firstname;lastname;email',
      '+420601000001;Ann;Novak;ann@example.com',
      '601 000 002;Bob;Bad;',
      '"+420601000003";"Cyril; Jr.";Dvorak;',
      ';Dana;Nophone;',
      '+420601000005;Eva;Mail;not-an-email',
    ].join('\r\n');
    const report = await importCsv(world.operator, id, csv);
    expect(report).toMatchObject({ status: 2, imported: 2, rejected: 3, failure: null });
    expect(report.errors).toEqual([
      {
        line: 3,
        phone: '601 000 002',
        message: 'phone: Value not match (international format such as +420601234567)',
      },
      { line: 5, phone: '', message: 'phone: Field is required' },
      { line: 6, phone: '+420601000005', message: 'email: Invalid email format' },
    ]);
    const contacts = await contactsOf(id);
    expect(contacts.items.map((item) => [item.phone, item.firstname])).toEqual([
      ['+420601000001', 'Ann'],
      ['+420601000003', 'Cyril; Jr.'],
    ]);
    const task = (await world.operator.call(`/api/home/tasks/${report.idTask}`)).body as BackgroundTask;
    expect(task.description).toBe('contacts.csv: 2 contacts imported, 3 rows refused');
  });

  it('imports nothing from a file that fails as a whole, and says why', async () => {
    const { id } = await createCampaign(world, 'Contacts refused file');
    const noPhone = await importCsv(world.operator, id, 'name,email\nAnn,ann@example.com\n', 'people.csv');
    expect(noPhone).toMatchObject({ status: 3, imported: 0, failure: 'The file has no "phone" column' });
    const open = await importCsv(world.operator, id, 'phone\n"+420601000001\n');
    expect(open.failure).toBe('A quoted cell is not closed');
    expect((await contactsOf(id)).total).toBe(0);
    const task = (await world.operator.call(`/api/home/tasks/${noPhone.idTask}`)).body as BackgroundTask;
    expect(task.description).toBe('people.csv: The file has no "phone" column. Nothing was imported.');
    const empty = await world.operator.call(`${CAMPAIGNS}/${id}/contacts/import`, {
      method: 'POST',
      body: { fileName: 'x.csv', content: '' },
    });
    expect(empty.status).toBe(400);
  });

  it('needs Campaign/edit, an editable campaign and the caller’s tenant', async () => {
    const { id } = await createCampaign(world, 'Contacts access');
    const body = { fileName: 'a.csv', content: 'phone\n+420601000001\n' };
    expect(
      (await world.viewer.call(`${CAMPAIGNS}/${id}/contacts/import`, { method: 'POST', body })).status,
    ).toBe(403);
    const foreign = world.value('SELECT id FROM campaign WHERE id_tenant = ?', world.globex);
    expect(
      (await world.operator.call(`${CAMPAIGNS}/${foreign}/contacts/import`, { method: 'POST', body })).status,
    ).toBe(404);
    const running = world.value('SELECT id FROM campaign WHERE id_tenant = ? AND status = 8', world.acme);
    expect(
      (await world.operator.call(`${CAMPAIGNS}/${running}/contacts/import`, { method: 'POST', body })).status,
    ).toBe(409);
    const foreignContacts = await contactsOf(foreign);
    expect(foreignContacts.total).toBe(0);
  });
});

describe('contacts export', () => {
  it('exports a campaign’s contacts as a CSV task', async () => {
    const { id } = await createCampaign(world, 'Contacts export');
    await importCsv(world.operator, id, 'phone,firstname\n+420601000001,Ann\n+420601000002,Bob\n');
    const started = await world.operator.call(`${CAMPAIGNS}/${id}/contacts/export`, { method: 'POST' });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const task = started.body as BackgroundTask;
    const done = await vi.waitFor(
      async () => {
        const current = (await world.operator.call(`/api/home/tasks/${task.id}`)).body as BackgroundTask;
        if (current.status !== 2) throw new Error('still running');
        return current;
      },
      { timeout: 10_000, interval: 50 },
    );
    const file = await fetch(`${world.platform.url}${done.resultUrl}`, {
      headers: { authorization: `Bearer ${world.operator.token}` },
    });
    const text = await file.text();
    expect(text).toContain('Phone,First name,Last name,E-mail');
    expect(text).toContain('+420601000002,Bob');
    expect(text.trim().split('\n')).toHaveLength(3);
  });
});
