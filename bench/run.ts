/**
 * `npm run bench`: measures the speed and size budgets of the console and the dev platform and fails when one is
 * missed. Budgets live in the bench modules, not in timed tests. Environment: BENCH_SCALE (seed scale for the API
 * part, default 400: about a million dial logs and audit entries), BENCH_RUNS (browser runs per app, default 7),
 * BENCH_ONLY (browser, api, search: search everywhere alone, or transcript: the transcript search alone), BENCH_DB (a
 * seeded database file to keep and reuse).
 */
import { MILLION_ROW_SCALE, measureApi } from './apiBench';
import { measureBrowser } from './browserBench';
import { printReport, writeFigures } from './report';

// BENCH_ONLY=browser|api|search|transcript runs one part and prints its figures; the table in README.md stays.
const only = process.env.BENCH_ONLY;
const scale = Number(process.env.BENCH_SCALE ?? MILLION_ROW_SCALE);
const scenario = only === 'search' || only === 'transcript' ? only : undefined;
if (only !== 'api' && !scenario) await measureBrowser();
if (only !== 'browser') await measureApi(scale, scenario);

// One part alone is a check while working on it: only a full run replaces the table.
if (!only) await writeFigures(new URL('./README.md', import.meta.url));
process.exit(printReport() ? 1 : 0);
