import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../dev-platform/platform';
import type { BackgroundTask } from '../../src/shared/wire/home';
import { formatDate } from '../../src/utils/formatDate';
import { startTestPlatform } from '../support/testPlatform';
import { api } from './http';
import { sessionFor, tenantIdOf, type Session } from './session';

let platform: Platform;
let admin: Session;
let operator: Session;
let viewer: Session;

beforeAll(async () => {
  platform = await startTestPlatform();
  [admin, operator, viewer] = await Promise.all([
    sessionFor(platform, 'admin'),
    sessionFor(platform, 'operator'),
    sessionFor(platform, 'viewer'),
  ]);
});

afterAll(async () => {
  await platform?.close();
});

const startExport = (session: Session, body: unknown, tenant?: number) =>
  session.call('/api/home/exports', { method: 'POST', body, tenant });

async function finished(session: Session, id: number, tenant?: number): Promise<BackgroundTask> {
  let task: BackgroundTask | undefined;
  await expect
    .poll(
      async () => {
        const filter = encodeURIComponent(JSON.stringify({ id }));
        const { body } = await session.call(`/api/home/tasks?filter=${filter}`, { tenant });
        task = (body as { items: BackgroundTask[] }).items[0];
        return task?.status;
      },
      { timeout: 20_000 },
    )
    .toBe(2);
  return task!;
}

async function download(token: string, resultUrl: string, tenant?: number) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (tenant) headers['tenant-context-id'] = String(tenant);
  const response = await fetch(`${platform.url}${resultUrl}`, { headers });
  return { response, text: await response.text() };
}

const csvRows = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);

describe('CSV export as a background task', () => {
  it('refuses lists the caller may not read, unknown lists and bad queries before starting anything', async () => {
    const before = platform.db.prepare('SELECT COUNT(*) FROM task').pluck().get();
    expect((await startExport(viewer, { path: '/api/administration/audit-log' })).status).toBe(403);
    expect((await startExport(viewer, { path: '/calls-management/dial-logs' })).body).toMatchObject({
      status: 403,
      error: 'Missing permission Line/view',
    });
    expect((await startExport(admin, { path: '/api/nothing' })).status).toBe(400);
    expect(
      (await startExport(admin, { path: '/calls-management/dial-logs', filter: { nope: 1 } })).status,
    ).toBe(400);
    for (const columns of [
      [{ source: '__proto__.polluted', label: 'x' }],
      [{ source: 'a b', label: 'x' }],
      [{ source: 'start', label: 'Start', type: 'currency' }],
      [{ source: 'result', label: 'Result', type: 'enum', choices: 'Picked' }],
      [{ source: 'result', label: 'Result', type: 'enum', choices: [{ value: {}, label: 'x' }] }],
      [{ source: 'result', label: 'Result', type: 'enum' }],
      [{ source: 'password', label: 'Password', type: 'secret' }],
      [],
    ]) {
      const path = '/calls-management/dial-logs';
      expect((await startExport(admin, { path, columns })).body).toMatchObject({
        status: 400,
        errors: { columns: 'Invalid columns' },
      });
    }
    expect(
      (await startExport(admin, { path: '/calls-management/dial-logs', timeZone: 'Mars/Olympus' })).body,
    ).toMatchObject({ status: 400, errors: { timeZone: 'Invalid time zone' } });
    expect(
      (await startExport(admin, { path: '/calls-management/dial-logs', texts: { 'ra.boolean.true': 1 } }))
        .body,
    ).toMatchObject({ status: 400, errors: { texts: 'Invalid texts' } });
    expect(
      (await startExport(admin, { path: '/calls-management/dial-logs', sort: { field: 'id', order: 'UP' } }))
        .status,
    ).toBe(400);
    expect(platform.db.prepare('SELECT COUNT(*) FROM task').pluck().get()).toBe(before);
  });

  it('exports the whole tenant-scoped list with the chosen columns and offers it for download', async () => {
    const started = await startExport(operator, {
      path: '/calls-management/dial-logs',
      sort: { field: 'start', order: 'DESC' },
      columns: [
        { source: 'start', label: 'Start' },
        { source: 'lineName', label: 'Line' },
        { source: 'tenantName', label: 'Tenant' },
      ],
    });
    expect(started.status).toBe(202);
    const task = await finished(operator, (started.body as BackgroundTask).id);
    expect(task.resultUrl).toBe(`/api/home/exports/${task.id}/file`);
    const { response, text } = await download(operator.token, task.resultUrl!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="dial-logs-${task.id}.csv"`,
    );
    const rows = csvRows(text);
    expect(rows[0]).toBe('Start,Line,Tenant');
    const acme = tenantIdOf(platform, 'Acme Telecom');
    const expected = platform.db
      .prepare(
        `WITH RECURSIVE sub(id) AS (SELECT ? UNION SELECT t.id FROM tenant t JOIN sub ON t.id_parent_tenant = sub.id)
         SELECT COUNT(*) FROM dial_log WHERE id_tenant IN (SELECT id FROM sub)`,
      )
      .pluck()
      .get(acme) as number;
    expect(expected).toBeGreaterThan(0);
    expect(rows).toHaveLength(expected + 1);
    expect(rows.slice(1).every((row) => /,Acme (Telecom|Retail|Business)$/.test(row))).toBe(true);
    // Sorted as asked: newest first.
    const starts = rows.slice(1).map((row) => row.split(',')[0]!);
    expect([...starts].sort().reverse()).toEqual(starts);
  });

  it('serves the file only to its tenant, signed in, once the task is done', async () => {
    const started = await startExport(operator, {
      path: '/calls-management/dial-logs',
      columns: [{ source: 'id', label: 'Id' }],
    });
    const task = await finished(operator, (started.body as BackgroundTask).id);
    expect((await api(platform.url, task.resultUrl!)).status).toBe(401);
    expect((await download(admin.token, task.resultUrl!)).response.status).toBe(404); // another tenant's export
    // Same tenant, but without the permission of the exported list.
    expect((await download(viewer.token, task.resultUrl!)).response.status).toBe(403);
    expect((await download(operator.token, '/api/home/exports/999999/file')).response.status).toBe(404);
    const acme = tenantIdOf(platform, 'Acme Telecom');
    // The admin switched into Acme Telecom sees Acme's exports.
    expect((await download(admin.token, task.resultUrl!, acme)).response.status).toBe(200);
  });

  it('neutralises formula cells', async () => {
    const { idTenant } = platform.db
      .prepare("SELECT id_tenant AS idTenant FROM user WHERE username = 'admin'")
      .get() as {
      idTenant: number;
    };
    platform.db
      .prepare(
        `INSERT INTO audit_entry (time, action, entity, entity_id, detail, id_user, id_tenant, ip_address)
         VALUES (?, 5, 'Probe', '1', ?, NULL, ?, NULL)`,
      )
      .run(new Date().toISOString(), '=HYPERLINK("http://evil.example","click")', idTenant);
    const started = await startExport(admin, {
      path: '/api/administration/audit-log',
      filter: { entity: 'Probe' },
      columns: [
        { source: 'entity', label: 'Entity' },
        { source: 'detail', label: '=Detail' },
      ],
    });
    expect(started.status).toBe(202);
    const task = await finished(admin, (started.body as BackgroundTask).id);
    const rows = csvRows((await download(admin.token, task.resultUrl!)).text);
    expect(rows).toEqual([`Entity,'=Detail`, `Probe,"'=HYPERLINK(""http://evil.example"",""click"")"`]);
  });

  it.each([
    ['/assets/tags', 'Tag/view'],
    ['/administration/tenants', 'Tenant/view'],
    ['/administration/users', 'User/view'],
    ['/designer/flows', 'CallScript/view'],
  ])('exports the list route %s with its own permission and tenant scope', async (path, permission) => {
    const nobody = await sessionFor(platform, 'nobody');
    expect((await startExport(nobody, { path })).body).toEqual({
      status: 403,
      error: `Missing permission ${permission}`,
    });
    const { body: list } = await operator.call(`/api${path}?pageSize=1`);
    const started = await startExport(operator, { path, columns: [{ source: 'id', label: 'ID' }] });
    expect(started.status).toBe(202);
    const task = await finished(operator, (started.body as BackgroundTask).id);
    expect(task.name).toBe(`CSV export: ${path.slice(path.lastIndexOf('/') + 1)}`);
    const rows = csvRows((await download(operator.token, task.resultUrl!)).text);
    expect(rows.length - 1).toBe((list as { total: number }).total);
  });

  it('writes cells as the console list shows them: labels, dates in the console time zone, durations', async () => {
    const acme = tenantIdOf(platform, 'Acme Telecom');
    platform.db
      .prepare(
        `INSERT INTO audit_entry (time, action, entity, entity_id, detail, id_user, id_tenant, ip_address)
         VALUES ('2024-03-31T22:30:00.000Z', 4, 'Zone probe', '7', 'gone', NULL, ?, NULL)`,
      )
      .run(acme);
    const started = await startExport(operator, {
      path: '/administration/audit-log',
      filter: { entity: 'Zone probe' },
      timeZone: 'Europe/Prague',
      columns: [
        { source: 'time', label: 'Time', type: 'datetime' },
        {
          source: 'action',
          label: 'Action',
          type: 'enum',
          choices: [
            { value: 3, label: 'Update' },
            { value: 4, label: 'Delete' },
          ],
        },
        { source: 'entityId', label: 'Entity ID' },
      ],
    });
    const task = await finished(operator, (started.body as BackgroundTask).id);
    const rows = csvRows((await download(operator.token, task.resultUrl!)).text);
    // The same text the console's list shows for that time in that zone.
    const shown = formatDate('2024-03-31T22:30:00.000Z', { timeZone: 'Europe/Prague', withTime: true });
    expect(rows).toEqual(['Time,Action,Entity ID', `${shown},Delete,7`]);
    expect(shown).toBe('01/04/2024 00:30');

    const calls = await startExport(operator, {
      path: '/calls-management/dial-logs',
      filter: { idTenant: acme },
      sort: { field: 'id', order: 'ASC' },
      columns: [{ source: 'duration', label: 'Duration', type: 'duration' }],
      texts: { 'framework.duration': '%{minutes} min %{seconds} s' },
    });
    const callsTask = await finished(operator, (calls.body as BackgroundTask).id);
    const [, first] = csvRows((await download(operator.token, callsTask.resultUrl!)).text);
    const { duration } = platform.db
      .prepare('SELECT duration FROM dial_log WHERE id_tenant = ? ORDER BY id LIMIT 1')
      .get(acme) as { duration: number };
    // The duration field's own cell, in the console's text (SPEC §9: minutes and seconds).
    expect(first).toBe(`${Math.floor(duration / 60)} min ${duration % 60} s`);
  });
});
