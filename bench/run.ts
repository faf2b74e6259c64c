/**
 * `npm run bench`: measures the speed and size budgets of the console and the dev platform and fails when one is
 * missed. Budgets live in the bench modules, not in timed tests. Environment: BENCH_SCALE (seed scale for the API
 * part, default 400: about a million dial logs and audit entries), BENCH_RUNS (browser runs per app, default 7), BENCH_ONLY (browser, api, or search: only
 * search everywhere's API figures).
 */
import { MILLION_ROW_SCALE, measureApi } from './apiBench';
import { measureBrowser } from './browserBench';
import { printReport, writeFigures } from './report';

// BENCH_ONLY=browser|api runs one part (a sanity check of the other's figures is then not in the table).
const only = process.env.BENCH_ONLY;
if (only !== 'api' && only !== 'search') await measureBrowser();
if (only !== 'browser')
  await measureApi(
    Number(process.env.BENCH_SCALE ?? MILLION_ROW_SCALE),
    only === 'search' ? 'search' : undefined,
  );

// A search-only run checks one scenario: the README keeps the full run's table.
if (only !== 'search') await writeFigures(new URL('./README.md', import.meta.url));
process.exit(printReport() ? 1 : 0);
