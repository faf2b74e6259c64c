/**
 * `npm run bench`: measures the speed and size budgets of the console and the dev platform and fails when one is
 * missed. Budgets live in the bench modules, not in timed tests. Environment: BENCH_SCALE (seed scale for the API
 * part, default 10).
 */
import { measureApi } from './apiBench';
import { measureBrowser } from './browserBench';
import { measureFirstLoad } from './firstLoadBench';
import { printReport } from './report';

await measureFirstLoad();
await measureBrowser();
await measureApi(Number(process.env.BENCH_SCALE ?? 10));

process.exit(printReport() ? 1 : 0);
