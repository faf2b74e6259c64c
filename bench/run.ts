/**
 * `npm run bench`: measures the speed and size targets of the console and the dev platform and fails when one is
 * missed. Targets live here, not in timed tests. Environment: BENCH_SCALE (seed scale for the API part, default 10).
 */
import { build } from 'vite';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { resetDatabase } from '../dev-platform/db/seed/resetDatabase';
import { startPlatform } from '../dev-platform/platform';
import { repoRoot, settingsFromEnv } from '../dev-platform/settings';
import { signIn } from '../tests/support/oidcClient';
import { freePort } from '../tests/support/testPlatform';

interface Result {
  name: string;
  value: number;
  unit: string;
  target: number;
}
const results: Result[] = [];
const record = (name: string, value: number, unit: string, target: number) =>
  results.push({ name, value: Math.round(value * 10) / 10, unit, target });

async function measureFirstLoad() {
  const outDir = mkdtempSync(join(tmpdir(), 'switchboard-bench-'));
  try {
    await build({ root: repoRoot, logLevel: 'error', build: { outDir, emptyOutDir: true } });
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    // What the browser fetches before first render: the entry module and its modulepreloads, plus CSS.
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    const gzipped = assets.reduce(
      (sum, asset) => sum + gzipSync(readFileSync(join(outDir, asset))).length,
      0,
    );
    record('first-load JS+CSS (gzip)', gzipped / 1024, 'KiB', 320);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measureApi(scale: number) {
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

await measureFirstLoad();
await measureApi(Number(process.env.BENCH_SCALE ?? 10));

let failed = 0;
console.log('\nmeasure | value | target | ok');
for (const r of results) {
  const ok = r.value <= r.target;
  if (!ok) failed++;
  console.log(`${r.name} | ${r.value} ${r.unit} | <= ${r.target} ${r.unit} | ${ok ? 'yes' : 'NO'}`);
}
console.log(`\n${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
