import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Platform } from '../../dev-platform/platform';
import { TaskStatus } from '../../src/shared/enumerations';
import type {
  BotDeployConfiguration,
  BotDeployModule,
  BotDeployServer,
} from '../../src/shared/wire/botDeploy';
import type { ListResponse } from '../../src/shared/wire/common';
import type { BackgroundTask } from '../../src/shared/wire/home';
import { startTestPlatform } from '../support/testPlatform';
import { roleIdOf, sessionFor, type Session } from './session';

let platform: Platform;
let operator: Session;
let admin: Session;
let viewer: Session;

beforeAll(async () => {
  process.env.BOT_DEPLOY_STEP_MS = '20';
  platform = await startTestPlatform();
  operator = await sessionFor(platform, 'operator');
  admin = await sessionFor(platform, 'admin');
  viewer = await sessionFor(platform, 'viewer');
});
afterAll(async () => {
  delete process.env.BOT_DEPLOY_STEP_MS;
  await platform?.close();
});

/** Runs `check` while Acme's operators hold `BotDeploy` exactly as given. */
async function withBotDeploy(actions: string[], check: () => Promise<void>) {
  const role = roleIdOf(platform, 'Acme Telecom', 'Operators');
  const saved = platform.db.prepare('SELECT permissions FROM role WHERE id = ?').pluck().get(role) as string;
  const permissions = { ...JSON.parse(saved), BotDeploy: actions };
  platform.db.prepare('UPDATE role SET permissions = ? WHERE id = ?').run(JSON.stringify(permissions), role);
  try {
    await check();
  } finally {
    platform.db.prepare('UPDATE role SET permissions = ? WHERE id = ?').run(saved, role);
  }
}

const finished = async (session: Session, id: number) => {
  let task: BackgroundTask | undefined;
  await vi.waitFor(
    async () => {
      task = (await session.call(`/api/home/tasks/${id}`)).body as BackgroundTask;
      expect([TaskStatus.DONE, TaskStatus.ERROR]).toContain(task.status);
    },
    { timeout: 5000, interval: 25 },
  );
  return task!;
};

const onlineModule = () =>
  platform.db
    .prepare(
      `SELECT m.name, s.name AS server FROM bot_deploy_module m JOIN bot_deploy_server s ON s.id = m.id_bot_deploy_server
       WHERE s.status = 'online' AND m.status <> 'deploying' AND m.id_bot_deploy_config IS NOT NULL ORDER BY m.id LIMIT 1`,
    )
    .get() as { name: string; server: string };

describe('bot deploy lists and records', () => {
  it('lists modules with their composite ids and opens one by name and server', async () => {
    const list = (await operator.call('/api/bot-deploy/modules?pageSize=100'))
      .body as ListResponse<BotDeployModule>;
    expect(list.total).toBeGreaterThan(0);
    const first = list.items[0];
    expect(first.id).toBe(`${encodeURIComponent(first.name)}~${encodeURIComponent(first.server)}`);
    const { status, body } = await operator.call(`/api/bot-deploy/modules/${first.id}`);
    expect(status).toBe(200);
    expect(body).toEqual(first);
    expect((await operator.call('/api/bot-deploy/modules/nothing~nowhere')).status).toBe(404);
    const filtered = (
      await operator.call(
        `/api/bot-deploy/modules?filter=${encodeURIComponent(JSON.stringify({ server: first.server }))}`,
      )
    ).body as ListResponse<BotDeployModule>;
    expect(filtered.items.every((item) => item.server === first.server)).toBe(true);
  });

  it('lists servers and configurations, opens them by name', async () => {
    const servers = (await operator.call('/api/bot-deploy/servers')).body as ListResponse<BotDeployServer>;
    const server = servers.items[0];
    expect((await operator.call(`/api/bot-deploy/servers/${server.name}`)).body).toEqual(server);
    const configs = (await operator.call('/api/bot-deploy/configurations'))
      .body as ListResponse<BotDeployConfiguration>;
    const pending = configs.items.find((item) => item.pending)!;
    expect(pending.content).not.toBe(pending.deployedContent);
    expect(JSON.parse(pending.content)).toHaveProperty('replicas');
    expect((await operator.call(`/api/bot-deploy/configurations/${pending.name}`)).body).toEqual(pending);
    expect((await operator.call('/api/bot-deploy/servers/unknown')).body).toEqual({
      status: 404,
      error: 'Server not found',
    });
  });

  it('needs the BotDeploy permission of each kind', async () => {
    for (const path of [
      '/api/bot-deploy/modules',
      '/api/bot-deploy/servers',
      '/api/bot-deploy/configurations',
    ])
      expect((await viewer.call(path)).status).toBe(403);
    await withBotDeploy(['moduleview'], async () => {
      expect((await operator.call('/api/bot-deploy/modules')).status).toBe(200);
      expect((await operator.call('/api/bot-deploy/servers')).status).toBe(403);
      expect((await operator.call('/api/bot-deploy/configurations')).status).toBe(403);
      const { name, server } = onlineModule();
      expect(
        (await operator.call(`/api/bot-deploy/modules/${name}~${server}/restart`, { method: 'POST' })).body,
      ).toEqual({
        status: 403,
        error: 'Missing permission BotDeploy/deploy',
      });
      const config = (await sessionFor(platform, 'admin')).call;
      expect((await config('/api/bot-deploy/configurations')).status).toBe(200);
      expect(
        (
          await operator.call('/api/bot-deploy/configurations/voicebot-default', {
            method: 'PUT',
            body: { content: '{}' },
          })
        ).status,
      ).toBe(403);
    });
  });
});

describe('configuration editing', () => {
  it('saves valid JSON content and refuses invalid content with the problems', async () => {
    const name = 'chatbot-default';
    const content = JSON.stringify({
      replicas: 3,
      cpuLimit: '2',
      memoryLimit: '1Gi',
      env: { LOG_LEVEL: 'warn' },
    });
    const saved = await admin.call(`/api/bot-deploy/configurations/${name}`, {
      method: 'PUT',
      body: { content },
    });
    expect(saved.status).toBe(200);
    // Configurations are platform-wide: a tenant's context (Acme's operator) may not change them.
    const fromTenant = await operator.call(`/api/bot-deploy/configurations/${name}`, {
      method: 'PUT',
      body: { content },
    });
    expect(fromTenant.body).toEqual({
      status: 403,
      error: 'Platform-wide data can only be changed in the root tenant context',
    });
    expect(JSON.parse((saved.body as BotDeployConfiguration).content)).toEqual(JSON.parse(content));
    for (const bad of ['{', '[]', JSON.stringify({ replicas: 99, cpuLimit: 'lots', memoryLimit: '1Gi' })]) {
      const refused = await admin.call(`/api/bot-deploy/configurations/${name}`, {
        method: 'PUT',
        body: { content: bad },
      });
      expect(refused.status).toBe(400);
      expect((refused.body as { errors: { content: string } }).errors.content).toBeTruthy();
    }
    expect(
      (await admin.call(`/api/bot-deploy/configurations/${name}`, { method: 'PUT', body: {} })).status,
    ).toBe(400);
  });
});

describe('deploy and restart', () => {
  it('deploys a module as a task with progress, then records the configuration as deployed', async () => {
    const { name, server } = onlineModule();
    const id = `${name}~${server}`;
    const started = await admin.call(`/api/bot-deploy/modules/${id}/deploy`, {
      method: 'POST',
      body: { version: '2.0.31' },
    });
    expect(started.status).toBe(202);
    const task = started.body as BackgroundTask;
    expect(task.name).toBe(`Deploy ${name} 2.0.31 on ${server}`);
    expect(((await admin.call(`/api/bot-deploy/modules/${id}`)).body as BotDeployModule).status).toBe(
      'deploying',
    );
    const again = await admin.call(`/api/bot-deploy/modules/${id}/restart`, { method: 'POST', body: {} });
    expect(again.status).toBe(409);
    const done = await finished(admin, task.id);
    expect(done.status).toBe(TaskStatus.DONE);
    const module = (await admin.call(`/api/bot-deploy/modules/${id}`)).body as BotDeployModule;
    expect(module).toMatchObject({ status: 'running', version: '2.0.31' });
    const config = (await admin.call(`/api/bot-deploy/configurations/${module.configuration}`))
      .body as BotDeployConfiguration;
    expect(config.pending).toBe(false);
  });

  it('refuses bad versions, offline servers and unknown modules', async () => {
    const { name, server } = onlineModule();
    const bad = await admin.call(`/api/bot-deploy/modules/${name}~${server}/deploy`, {
      method: 'POST',
      body: { version: '../../1' },
    });
    expect(bad.status).toBe(400);
    const offline = platform.db
      .prepare(
        `SELECT m.name, s.name AS server FROM bot_deploy_module m JOIN bot_deploy_server s ON s.id = m.id_bot_deploy_server
         WHERE s.status <> 'online' LIMIT 1`,
      )
      .get() as { name: string; server: string } | undefined;
    if (offline)
      expect(
        (
          await admin.call(`/api/bot-deploy/modules/${offline.name}~${offline.server}/restart`, {
            method: 'POST',
            body: {},
          })
        ).status,
      ).toBe(409);
    expect(
      (await admin.call('/api/bot-deploy/modules/x~y/restart', { method: 'POST', body: {} })).status,
    ).toBe(404);
  });
});
