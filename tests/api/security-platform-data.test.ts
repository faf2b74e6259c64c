import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_DATA_REFUSED } from '../../dev-platform/api/platformData';
import { packageFile } from '../../dev-platform/areas/package-manager/packagesContent';
import type { Platform } from '../../dev-platform/platform';
import type { CreatedPackage, PackageFile } from '../../src/shared/wire/packages';
import { startTestPlatform } from '../support/testPlatform';
import { sessionFor, tenantIdOf, type Session } from './session';

let platform: Platform;
let admin: Session;
let operator: Session;
let acme: number;

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await sessionFor(platform, 'admin');
  operator = await sessionFor(platform, 'operator');
  acme = tenantIdOf(platform, 'Acme Telecom');
});
afterAll(async () => platform?.close());

/** Everything platform-wide a writer could change: a refused write must leave all of it as it was. */
const platformData = () =>
  JSON.stringify(
    ['language', 'bot_deploy_server', 'bot_deploy_config', 'bot_deploy_module'].map((table) =>
      platform.db.prepare(`SELECT * FROM ${table} ORDER BY id`).all(),
    ),
  );

/** A valid package of Acme (one flow) that also adds a language the platform does not have. */
async function packageAddingALanguage(): Promise<{ fileName: string; content: string }> {
  const idFlow = platform.db
    .prepare('SELECT id FROM call_script WHERE id_tenant = ? AND is_component = 0 ORDER BY id LIMIT 1')
    .pluck()
    .get(acme) as number;
  const created = (
    await operator.call('/api/administration/packages', {
      method: 'POST',
      body: { name: 'With a language', flows: [idFlow] },
    })
  ).body as CreatedPackage;
  const download = await fetch(`${platform.url}${created.downloadUrl}`, {
    headers: { authorization: `Bearer ${operator.token}` },
  });
  const pkg = (await download.json()) as PackageFile;
  const items = {
    ...pkg.items,
    languages: [...pkg.items.languages, { code: 'tlh-QO', name: 'Klingon', ttsVoice: null }],
  };
  return { fileName: created.fileName, content: JSON.stringify(packageFile(pkg.name, items)) };
}

const remote = () => encodeURIComponent(`${platform.url}/instances/staging`);

const firstOf = async (session: Session, path: string, field: string) =>
  String(((await session.call(path)).body as { items: Record<string, unknown>[] }).items[0]![field]);

/**
 * Every code path that writes platform-wide data (issue 31.2), as a tenant-level caller reaches it. Jobs (package
 * install, instance sync, deployments) are started by these routes and check again with the same gate before they
 * write; the remote instance's own database is seeded by the platform itself (no caller).
 */
const WRITERS: [string, (caller: Session, tenant?: number) => Promise<{ status: number; body: unknown }>][] =
  [
    [
      'direct edit of a language',
      async (caller, tenant) =>
        caller.call(
          `/api/administration/languages/${await firstOf(caller, '/api/administration/languages', 'id')}`,
          {
            method: 'PUT',
            body: { name: 'Renamed by a tenant' },
            tenant,
          },
        ),
    ],
    [
      'package install adding a language',
      async (caller, tenant) =>
        caller.call('/api/administration/packages/install', {
          method: 'POST',
          body: { ...(await packageAddingALanguage()), confirmReplace: true },
          tenant,
        }),
    ],
    ...(['fromRemote', 'toRemote'] as const).map((direction): (typeof WRITERS)[number] => [
      `instance sync of languages ${direction}`,
      (caller, tenant) =>
        caller.call(`/api/administration/instances/${remote()}/sync`, {
          method: 'POST',
          body: { kind: 'languages', direction, keys: ['en-US'] },
          tenant,
        }),
    ]),
    [
      'bot deploy configuration edit',
      (caller, tenant) => {
        const config = platform.db
          .prepare('SELECT name, content FROM bot_deploy_config ORDER BY id LIMIT 1')
          .get() as {
          name: string;
          content: string;
        };
        return caller.call(`/api/bot-deploy/configurations/${encodeURIComponent(config.name)}`, {
          method: 'PUT',
          body: { content: config.content, description: 'Changed by a tenant' },
          tenant,
        });
      },
    ],
    ...(['deploy', 'restart'] as const).map((action): (typeof WRITERS)[number] => [
      `bot deploy module ${action}`,
      async (caller, tenant) =>
        caller.call(
          `/api/bot-deploy/modules/${encodeURIComponent(await firstOf(caller, '/api/bot-deploy/modules', 'id'))}/${action}`,
          { method: 'POST', body: { version: '9.9.9' }, tenant },
        ),
    ]),
  ];

describe('platform-wide data has one gate (issue 31.2)', () => {
  it.each(WRITERS)(
    '%s is refused to a tenant-level role and to any caller in a tenant context',
    async (_, write) => {
      const before = platformData();
      for (const [caller, tenant] of [
        [operator, undefined],
        [admin, acme],
      ] as const) {
        const response = await write(caller, tenant);
        expect(response).toMatchObject({ status: 403, body: { error: PLATFORM_DATA_REFUSED } });
      }
      expect(platformData()).toBe(before);
    },
  );

  it('lets the root tenant context through the same gate', async () => {
    const [, editLanguage] = WRITERS[0]!;
    expect((await editLanguage(admin)).status).toBe(200);
  });

  // The class, not only the routes above: any module writing a platform-wide table calls the gate.
  it('is called by every module that writes a platform-wide table', () => {
    const write = /\b(?:INSERT(?:\s+OR\s+\w+)?\s+INTO|UPDATE|DELETE\s+FROM)\s+(language|bot_deploy_\w+)\b/;
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
      });
    const writers = files('dev-platform')
      .filter((path) => !path.endsWith('.test.ts') && !path.includes('/db/seed/'))
      .filter((path) => write.test(readFileSync(path, 'utf8')));
    expect(writers.length).toBeGreaterThanOrEqual(5);
    expect(writers.filter((path) => !readFileSync(path, 'utf8').includes('assertPlatformWrite('))).toEqual(
      [],
    );
  });
});
