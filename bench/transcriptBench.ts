/**
 * Transcript search at scale (issue 34.4): the conversations list searched by the words of its transcripts (FTS5),
 * alone, with filters, sorted and deep in the pages, each call a different word or page (never the page cache).
 */
import type { Client } from './apiLoad';
import { sequential } from './apiLoad';
import { percentile, record } from './report';

const RUNS = 100;
const BUDGET_MS = 100;
/** Words of the seeded turns: common ones (a third of the calls) and rare ones; the last a typed prefix. */
const WORDS = [
  'invoice',
  'payment',
  'colleagues',
  'paid last',
  'repeat',
  'person',
  'customer number',
  'goodb',
];
const path = '/api/calls-management/conversations';
/** The warm-up calls (runs -1, -2, -3) search other words, so no measured call is answered from a cache. */
const WARM_UP = ['thank', 'sorry', 'details'];
const query = (run: number, extra: object, rest: string) => {
  const q = run < 0 ? WARM_UP[(-run - 1) % WARM_UP.length] : WORDS[run % WORDS.length];
  const page = run < 0 ? 1 : 1 + Math.floor(run / WORDS.length);
  const filter = encodeURIComponent(JSON.stringify({ q, ...extra }));
  return `${path}?pageSize=25&page=${page}${rest}&filter=${filter}`;
};

export async function measureTranscriptSearch(api: Client) {
  const month = { gte: new Date(Date.now() - 30 * 86_400_000).toISOString() };
  const cases: [string, (run: number) => string][] = [
    ['words', (run) => query(run, {}, '')],
    ['words + result + last 30 days', (run) => query(run, { result: 3, started: month }, '')],
    ['words sorted by duration', (run) => query(run, {}, '&sort=duration&order=DESC')],
  ];
  for (const [name, url] of cases) {
    const times = await sequential(api, url, RUNS);
    record(`transcript search ${name}: p50`, percentile(times, 50), 'ms', BUDGET_MS);
    record(`transcript search ${name}: p95`, percentile(times, 95), 'ms', BUDGET_MS);
  }
}
