/** API figures: seed time and list latency against a freshly seeded dev platform. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resetDatabase } from '../dev-platform/db/seed/resetDatabase';
import { startPlatform } from '../dev-platform/platform';
import { settingsFromEnv } from '../dev-platform/settings';
import { signIn } from '../tests/support/oidcClient';
import { freePort } from '../tests/support/testPlatform';
import { percentile, record } from './report';

export async function measureApi(scale: number) {
  const dir = mkdtempSync(join(tmpdir(), 'switchboard-bench-db-'));
  const dbFile = join(dir, 'bench.sqlite');
  const started = performance.now();
  resetDatabase(dbFile, scale).close();
  record(`seed at scale ${scale}`, performance.now() - started, 'ms', 3000 * scale);
  const platform = await startPlatform(
    { ...settingsFromEnv({}), port: await freePort(), dbFile, serveConsole: false },
    () => {},
  );
  try {
    const login = await signIn(platform.url, 'operator', 'operator');
    if (!login.ok) throw new Error('bench sign-in failed');
    const headers = { authorization: `Bearer ${login.tokens.access_token}` };
    const calls: [string, string][] = [
      ['tenants list', '/api/administration/tenants?page=1&pageSize=25'],
      ['flows list sorted', '/api/designer/flows?page=1&pageSize=25&sort=modified&order=DESC'],
      [
        'flows full-text page 3',
        `/api/designer/flows?page=3&pageSize=25&filter=${encodeURIComponent('{"q":"pay"}')}`,
      ],
      ['tasks list', '/api/home/tasks?page=1&pageSize=25'],
      ['user info', '/api/home/user-info'],
    ];
    for (const [name, path] of calls) {
      const times: number[] = [];
      for (let i = 0; i < 200; i++) {
        const t0 = performance.now();
        const response = await fetch(`${platform.url}${path}`, { headers });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      record(`p95 ${name}`, percentile(times, 95), 'ms', 50);
    }
  } finally {
    await platform.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
