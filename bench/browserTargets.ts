/**
 * The two apps the browser benchmark compares, built as production and served alike: the console from the dev
 * platform (which serves its build precompressed, `dev-platform/http/consoleAssets.ts`) and the floor app
 * (`bench/floor-app/`) from a second server with the same static handler, whose `/api/users` answers the platform's
 * own users endpoint in-process.
 */
import Fastify from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resetDatabase } from '../dev-platform/db/seed/resetDatabase';
import { serveConsoleBuild } from '../dev-platform/http/consoleAssets';
import { startPlatform } from '../dev-platform/platform';
import { settingsFromEnv } from '../dev-platform/settings';
import { signIn } from '../tests/support/oidcClient';
import { freePort } from '../tests/support/testPlatform';
import { buildApp } from './buildApps';

const USERS_PATH = '/api/administration/users';
export const USERNAME = 'admin';

export interface BenchTargets {
  consoleUrl: string;
  floorUrl: string;
  /** Usernames in the 25th row of pages 1 and 2 (sorted by username, as both lists are). */
  lastOfPage: [string, string];
  close(): Promise<void>;
}

export async function startTargets(): Promise<BenchTargets> {
  const dir = mkdtempSync(join(tmpdir(), 'switchboard-browser-bench-'));
  const consoleDir = join(dir, 'console');
  const floorDir = join(dir, 'floor');
  buildApp('console', consoleDir);
  buildApp('floor', floorDir);
  const dbFile = join(dir, 'bench.sqlite');
  (await resetDatabase(dbFile, 1)).close();
  const platform = await startPlatform(
    // Long-lived tokens: no silent renewal lands inside a measured load.
    {
      ...settingsFromEnv({}),
      port: await freePort(),
      dbFile,
      consoleDir,

      accessTokenTtl: 3600,
    },
    () => {},
  );
  const login = await signIn(platform.url, USERNAME, USERNAME);
  if (!login.ok) throw new Error('bench sign-in failed');
  const authorization = `Bearer ${login.tokens.access_token}`;
  const users = async (query: string) => {
    const response = await platform.app.inject({ url: `${USERS_PATH}?${query}`, headers: { authorization } });
    return { status: response.statusCode, body: response.body };
  };

  const floor = Fastify({ logger: false });
  floor.get('/api/users', { config: { access: { public: true } } }, async (request, reply) => {
    const answer = await users(new URLSearchParams(request.query as Record<string, string>).toString());
    return reply.code(answer.status).type('application/json').send(answer.body);
  });
  await serveConsoleBuild(floor, floorDir);
  const floorPort = await freePort();
  await floor.listen({ port: floorPort, host: 'localhost' });

  const lastOf = async (page: number) => {
    const { body } = await users(`page=${page}&pageSize=25&sort=username&order=ASC`);
    const items = (JSON.parse(body) as { items: { username: string }[] }).items;
    if (items.length < 25) throw new Error(`the users list has no full page ${page}`);
    return items[24].username;
  };
  return {
    consoleUrl: platform.url,
    floorUrl: `http://localhost:${floorPort}`,
    lastOfPage: [await lastOf(1), await lastOf(2)],
    async close() {
      await floor.close();
      await platform.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
