import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Platform } from '../../dev-platform/platform';
import { TaskStatus } from '../../src/shared/enumerations';
import { MAX_PACKAGE_BYTES } from '../../src/shared/packageRules';
import type { BackgroundTask } from '../../src/shared/wire/home';
import type {
  CreatedPackage,
  PackageCatalogue,
  PackageContents,
  PackageFile,
  PackagePreview,
} from '../../src/shared/wire/packages';
import { startTestPlatform } from '../support/testPlatform';
import { sessionFor, tenantIdOf, type Session } from './session';

let platform: Platform;
let operator: Session;
let viewer: Session;
let admin: Session;
let acme: number;
let globex: number;
let flow: { id: number; name: string };

beforeAll(async () => {
  platform = await startTestPlatform();
  operator = await sessionFor(platform, 'operator');
  viewer = await sessionFor(platform, 'viewer');
  admin = await sessionFor(platform, 'admin');
  acme = tenantIdOf(platform, 'Acme Telecom');
  globex = tenantIdOf(platform, 'Globex Banking');
  // A flow of Acme that uses at least one component and one grammar.
  flow = platform.db
    .prepare(
      `SELECT cs.id, cs.name FROM call_script cs WHERE cs.id_tenant = ? AND cs.is_component = 0
       AND EXISTS (SELECT 1 FROM call_script_usage u WHERE u.id_call_script = cs.id)
       AND EXISTS (SELECT 1 FROM call_script_grammar g WHERE g.id_call_script = cs.id) ORDER BY cs.id LIMIT 1`,
    )
    .get(acme) as { id: number; name: string };
});
afterAll(async () => platform?.close());

/** Everything an install could change in a tenant, to prove a refused package changed nothing. */
const footprint = (idTenant: number) =>
  platform.db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM call_script WHERE id_tenant = ?) || '/' ||
        (SELECT COUNT(*) FROM call_script_version v JOIN call_script c ON c.id = v.id_call_script WHERE c.id_tenant = ?) || '/' ||
        (SELECT COUNT(*) FROM grammar WHERE id_tenant = ?) || '/' || (SELECT COUNT(*) FROM language) || '/' ||
        (SELECT COUNT(*) FROM task WHERE id_tenant = ?)`,
    )
    .pluck()
    .get(idTenant, idTenant, idTenant, idTenant) as string;

async function createPackage(): Promise<{ created: CreatedPackage; text: string }> {
  const { status, body } = await operator.call('/api/administration/packages', {
    method: 'POST',
    body: { name: 'Support bundle', flows: [flow.id] },
  });
  expect(status).toBe(201);
  const created = body as CreatedPackage;
  const response = await fetch(`${platform.url}${created.downloadUrl}`, {
    headers: { authorization: `Bearer ${operator.token}` },
  });
  expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${created.fileName}"`);
  return { created, text: await response.text() };
}

const asGlobex = (path: string, body: unknown) => admin.call(path, { method: 'POST', body, tenant: globex });

async function finished(session: Session, id: number, tenant?: number) {
  let task: BackgroundTask | undefined;
  await vi.waitFor(
    async () => {
      task = (await session.call(`/api/home/tasks/${id}`, { tenant })).body as BackgroundTask;
      expect([TaskStatus.DONE, TaskStatus.ERROR]).toContain(task.status);
    },
    { timeout: 5000, interval: 25 },
  );
  return task!;
}

describe('creating a package', () => {
  it('offers the tenant catalogue and resolves a flow with its components, grammars and languages', async () => {
    const catalogue = (await operator.call('/api/administration/packages/catalogue'))
      .body as PackageCatalogue;
    expect(catalogue.flows).toContainEqual(flow);
    const { body } = await operator.call('/api/administration/packages/resolve', {
      method: 'POST',
      body: { flows: [flow.id] },
    });
    const entries = (body as PackageContents).entries;
    expect(entries[0]).toEqual({ kind: 'flow', name: flow.name, selected: true, requiredBy: [] });
    for (const kind of ['component', 'grammar', 'language'])
      expect(
        entries.some((entry) => entry.kind === kind && !entry.selected && entry.requiredBy.length > 0),
      ).toBe(true);
  });

  it('writes a downloadable JSON file with format marker, version and checksum', async () => {
    const { created, text } = await createPackage();
    const file = JSON.parse(text) as PackageFile;
    expect(file).toMatchObject({ format: 'switchboard-package', version: 1, name: 'Support bundle' });
    expect(file.checksum).toMatch(/^[0-9a-f]{64}$/);
    expect(file.items.flows.map((item) => item.name)).toEqual([flow.name]);
    expect(created.bytes).toBe(Buffer.byteLength(text));
  });

  it('keeps to the tenant and needs PackageManager/create', async () => {
    const foreign = platform.db
      .prepare('SELECT id FROM call_script WHERE id_tenant = ? LIMIT 1')
      .pluck()
      .get(globex);
    const refused = await operator.call('/api/administration/packages', {
      method: 'POST',
      body: { name: 'x', flows: [foreign] },
    });
    expect(refused.body).toEqual({ status: 404, error: `Flow ${String(foreign)} not found` });
    const { created } = await createPackage();
    expect((await admin.call(created.downloadUrl, { tenant: globex })).status).toBe(404);
    expect((await viewer.call('/api/administration/packages/catalogue')).status).toBe(403);
    expect(
      (await operator.call('/api/administration/packages', { method: 'POST', body: { name: '' } })).status,
    ).toBe(400);
    expect(
      (
        await operator.call('/api/administration/packages', {
          method: 'POST',
          body: { name: '../x', flows: 'all' },
        })
      ).status,
    ).toBe(400);
  });
});

describe('installing a package', () => {
  it('previews, installs into another tenant as a task, and asks before replacing', async () => {
    const { created, text } = await createPackage();
    const upload = { fileName: created.fileName, content: text };
    const preview = (await asGlobex('/api/administration/packages/install/preview', upload))
      .body as PackagePreview;
    expect(preview.changes).toContainEqual({ kind: 'flow', name: flow.name, action: 'add' });
    expect(
      preview.changes
        .filter((change) => change.kind === 'language')
        .every((change) => change.action === 'keep'),
    ).toBe(true);
    // Globex may already hold a component or grammar of the same name (seeded names repeat across tenants): those
    // are replaced once confirmed; the flow itself is new there.
    const replacing = preview.changes.some((change) => change.action === 'replace');
    const started = await asGlobex('/api/administration/packages/install', {
      ...upload,
      confirmReplace: replacing,
    });
    expect(started.status).toBe(202);
    expect((await finished(admin, (started.body as BackgroundTask).id, globex)).status).toBe(TaskStatus.DONE);
    const installed = platform.db
      .prepare('SELECT id FROM call_script WHERE id_tenant = ? AND name = ? AND is_component = 0')
      .pluck()
      .get(globex, flow.name) as number;
    expect(installed).toBeGreaterThan(0);
    const uses = platform.db
      .prepare('SELECT COUNT(*) FROM call_script_usage WHERE id_call_script = ?')
      .pluck();
    expect(uses.get(installed)).toBe(uses.get(flow.id));

    const again = (await asGlobex('/api/administration/packages/install/preview', upload))
      .body as PackagePreview;
    expect(again.changes).toContainEqual({ kind: 'flow', name: flow.name, action: 'replace' });
    const before = footprint(globex);
    const unconfirmed = await asGlobex('/api/administration/packages/install', upload);
    expect(unconfirmed.status).toBe(409);
    expect(footprint(globex)).toBe(before);
    const confirmed = await asGlobex('/api/administration/packages/install', {
      ...upload,
      confirmReplace: true,
    });
    expect((await finished(admin, (confirmed.body as BackgroundTask).id, globex)).status).toBe(
      TaskStatus.DONE,
    );
    const versions = platform.db
      .prepare('SELECT COUNT(*) FROM call_script_version WHERE id_call_script = ?')
      .pluck();
    expect(versions.get(installed)).toBe(2);
  });

  it('refuses broken, foreign, tampered, hostile and huge files with a clear message and changes nothing', async () => {
    const { created, text } = await createPackage();
    const file = JSON.parse(text) as PackageFile;
    const tampered = structuredClone(file);
    tampered.items.flows[0].description = 'changed';
    const hostile = structuredClone(file);
    hostile.items.grammars[0].name = '../../etc/passwd';
    const cases: [Record<string, unknown>, string][] = [
      [{ fileName: 'a.json', content: '{not json' }, 'This file is not a Switchboard package'],
      [
        { fileName: 'a.json', content: JSON.stringify({ hello: 'world' }) },
        'This file is not a Switchboard package',
      ],
      [
        { fileName: 'a.json', content: JSON.stringify({ ...file, version: 7 }) },
        'The package has version 7; this platform reads version 1',
      ],
      [
        { fileName: 'a.json', content: JSON.stringify(tampered) },
        'The package was changed after it was created (checksum mismatch)',
      ],
      [{ fileName: 'a.exe', content: text }, 'A package is a .json file exported by the package manager'],
      [{ fileName: '../a.json', content: text }, 'A package is a .json file exported by the package manager'],
      [
        { fileName: 'big.json', content: 'x'.repeat(MAX_PACKAGE_BYTES + 1) },
        'The file is larger than 512 KB',
      ],
      [{ fileName: created.fileName }, 'Validation failed'],
    ];
    const before = footprint(globex);
    for (const [upload, error] of cases)
      for (const path of [
        '/api/administration/packages/install/preview',
        '/api/administration/packages/install',
      ]) {
        const { status, body } = await asGlobex(path, upload);
        expect(status, `${path} ${error}`).toBe(400);
        expect((body as { error: string }).error).toBe(error);
      }
    const refusedHostile = await asGlobex('/api/administration/packages/install', {
      fileName: 'a.json',
      content: JSON.stringify(hostile),
    });
    expect(refusedHostile.status).toBe(400);
    expect((refusedHostile.body as { error: string }).error).toMatch(/looks like a file path/);
    // Beyond the body limit the platform answers 413 in the same error format.
    const huge = await asGlobex('/api/administration/packages/install', {
      fileName: 'a.json',
      content: '"'.repeat(MAX_PACKAGE_BYTES * 3),
    });
    expect(huge.status).toBe(413);
    expect(footprint(globex)).toBe(before);
  });

  it('needs PackageManager/install', async () => {
    const { created, text } = await createPackage();
    expect(
      (
        await viewer.call('/api/administration/packages/install/preview', {
          method: 'POST',
          body: { fileName: created.fileName, content: text },
        })
      ).status,
    ).toBe(403);
  });
});
