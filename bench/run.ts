/**
 * `npm run bench`: measures the speed and size budgets of the console and the dev platform and fails when one is
 * missed. Budgets live in the bench modules, not in timed tests. Environment: BENCH_SCALE (seed scale for the API
 * part, default 400: about a million dial logs and audit entries), BENCH_RUNS (browser runs per app, default 7).
 */
import { MILLION_ROW_SCALE, measureApi } from './apiBench';
import { measureBrowser } from './browserBench';
import { measureFirstLoad } from './firstLoadBench';
import { printReport } from './report';

await measureFirstLoad();
await measureBrowser();
await measureApi(Number(process.env.BENCH_SCALE ?? MILLION_ROW_SCALE));

process.exit(printReport() ? 1 : 0);
