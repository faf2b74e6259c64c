/**
 * API figures (issue 10): seed time, then list latency and throughput at about a million rows. The platform runs in
 * a child process over a freshly seeded temporary database; this process only generates the load.
 */
import { fork } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resetDatabase } from '../dev-platform/db/seed/resetDatabase';
import { signIn } from '../tests/support/oidcClient';
import { freePort } from '../tests/support/testPlatform';
import { client, concurrent, sequential, type Client } from './apiLoad';
import { percentile, record } from './report';
import { measureSearch, searchQueries } from './searchBench';
import { measureTranscriptSearch } from './transcriptBench';

/** The seed scale of about 1,000,000 dial logs (3,000 per unit) and 960,000 audit entries (2,400 per unit). */
export const MILLION_ROW_SCALE = 400;

const RUNS = 100;
const filter = (value: object) => `&filter=${encodeURIComponent(JSON.stringify(value))}`;
/** 100 different pages around page 20,000: each seeks from a neighbour's checkpoint, none is cached. */
const deepPage = (run: number) => 20_000 - 50 + ((run * 7) % 100);

interface ListCase {
  name: string;
  path: string;
  filtered: string;
  sorted: string;
  /** A sort by a joined name (groups of the base table, see dev-platform/api/listGroups.ts). */
  named: string;
}

const LISTS: ListCase[] = [
  {
    name: 'dial logs',
    path: '/api/calls-management/dial-logs',
    filtered: filter({ result: 3 }),
    sorted: '&sort=duration&order=DESC',
    named: '&sort=lineName&order=ASC',
  },
  {
    name: 'audit log',
    path: '/api/administration/audit-log',
    filtered: filter({ action: 3 }),
    sorted: '&sort=time&order=ASC',
    named: '&sort=username&order=DESC',
  },
  {
    name: 'conversations',
    path: '/api/calls-management/conversations',
    filtered: filter({ result: 3 }),
    sorted: '&sort=duration&order=DESC',
    named: '&sort=flowName&order=ASC',
  },
];

/** A scenario alone after the same seed: `search` (search everywhere) or `transcript` (the transcript search). */
export async function measureApi(scale: number, only?: 'search' | 'transcript') {
  // BENCH_DB: a database file kept between runs (seeded when missing), so a re-run skips the seed.
  const kept = process.env.BENCH_DB;
  const dir = kept ? undefined : mkdtempSync(join(tmpdir(), 'switchboard-bench-db-'));
  const dbFile = kept ?? join(dir!, 'bench.sqlite');
  if (!kept || !existsSync(kept)) {
    const seedStarted = performance.now();
    const cpuBefore = process.cpuUsage();
    (await resetDatabase(dbFile, scale)).close();
    const seedMs = performance.now() - seedStarted;
    const cpu = process.cpuUsage(cpuBefore);
    // CPU time too: on a shared machine the wall time says as much about the neighbours as about the seed.
    console.log(
      `seeded scale ${scale} in ${Math.round(seedMs)} ms (${Math.round((cpu.user + cpu.system) / 1000)} ms CPU)`,
    );
    record(`seed at scale ${scale}`, seedMs, 'ms', Math.max(10_000, 150 * scale));
  }
  const server = await startServer(dbFile);
  try {
    const login = await signIn(server.url, 'admin', 'admin');
    if (!login.ok) throw new Error('bench sign-in failed');
    const api = client(server.url, login.tokens.access_token);
    if (only !== 'transcript') await measureSearch(api, searchQueries(dbFile));
    if (only === 'search') return await api.close();
    if (!only) for (const list of LISTS) await measureList(api, list);
    await measureTranscriptSearch(api);
    await api.close();
    if (only) return;
    const readers = client(server.url, login.tokens.access_token, 50);
    const page = (run: number) => `${LISTS[0].path}?page=${1 + (run % 20)}&pageSize=25`;
    const load = await concurrent(readers, page, 50, 5000);
    await readers.close();
    record('50 readers of the dial logs: requests/s', load.perSecond, 'req/s', 1000, true);
    record('50 readers of the dial logs: p95', load.p95, 'ms', 100);
  } finally {
    await server.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

async function measureList(api: Client, list: ListCase) {
  const url = (query: string) => `${list.path}?pageSize=25${query}`;
  // The first call counts the rows (then cached until a write): shown, not budgeted; so are the counts per group
  // of the sort by a joined name.
  console.log(`${list.name}: first page, cold count: ${Math.round(await api.get(url('&page=1')))} ms`);
  console.log(
    `${list.name}: by ${sortName(list)}, cold counts: ${Math.round(await api.get(url(`&page=2${list.named}`)))} ms`,
  );
  const total = await totalOf(api, url('&page=1'));
  const deepest = Math.ceil(total / 25);
  const deep = (run: number) => Math.min(deepPage(run), deepest - (run % 100));
  // Page 1 again and again is served from the page cache; every other case asks a different page each call (the
  // warm-up's pages are not measured again), so it reads the rows: the query's own cost.
  const cases: [string, (run: number) => string][] = [
    ['page 1 (cached)', () => url('&page=1')],
    ['pages 5-104', (run) => url(`&page=${5 + run}`)],
    [`pages ~${Math.min(20_000, deepest)}`, (run) => url(`&page=${deep(run)}`)],
    ['filtered pages 5-104', (run) => url(`&page=${5 + run}${list.filtered}`)],
    ['sorted pages 5-104', (run) => url(`&page=${5 + run}${list.sorted}`)],
    [`by ${sortName(list)} pages 5-104`, (run) => url(`&page=${5 + run}${list.named}`)],
    [
      `by ${sortName(list)} pages ~${Math.min(20_000, deepest)}`,
      (run) => url(`&page=${deep(run)}${list.named}`),
    ],
  ];
  for (const [name, path] of cases) {
    const times = await sequential(api, path, RUNS);
    record(`${list.name} ${name}: p50`, percentile(times, 50), 'ms', 50);
    record(`${list.name} ${name}: p95`, percentile(times, 95), 'ms', 50);
  }
}

const sortName = (list: ListCase) => /sort=(\w+)/.exec(list.named)?.[1] ?? list.named;

async function totalOf(api: Client, path: string): Promise<number> {
  const { total } = (await api.json(path)) as { total: number };
  return total;
}

async function startServer(dbFile: string) {
  const port = await freePort();
  const child = fork(join(import.meta.dirname, 'apiServer.ts'), {
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_PROFILE ? ['--cpu-prof'] : [])],
    env: { ...process.env, DB_FILE: dbFile, PORT: String(port), ACCESS_TOKEN_TTL: '3600', LOG_REQUESTS: '0' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`bench platform exited with ${code}`)));
  });
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.send('close');
      }),
  };
}
