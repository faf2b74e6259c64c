/**
 * Search everywhere at scale (issue 36): `GET /api/search` for what people type — part of an e-mail, part of a
 * line's number, a name, a whole conversation guid, a word found nowhere — p95 over every query at about a million
 * dial logs.
 */
import Database from 'better-sqlite3';
import type { Client } from './apiLoad';
import { sequential } from './apiLoad';
import { percentile, record } from './report';

const RUNS = 200;

/** Queries drawn from the seeded database, so each one finds something (but the miss). */
export function searchQueries(dbFile: string): string[] {
  const db = new Database(dbFile, { readonly: true });
  try {
    const column = (sql: string) => db.prepare(sql).pluck().all() as string[];
    const emails = column('SELECT email FROM user ORDER BY id LIMIT 20').map((email) => email.slice(1, 8));
    const numbers = column('SELECT phone_number FROM line ORDER BY id LIMIT 20').map((n) => n.slice(-6));
    const names = column('SELECT name FROM call_script ORDER BY id LIMIT 20').map((name) => name.slice(0, 6));
    const guids = column('SELECT guid FROM conversation ORDER BY started DESC LIMIT 20');
    return [...emails, ...numbers, ...names, ...guids, 'zzqx-nothing'].filter((q) => q.trim().length >= 2);
  } finally {
    db.close();
  }
}

export async function measureSearch(api: Client, queries: readonly string[]) {
  const path = (run: number) =>
    `/api/search?q=${encodeURIComponent(queries[((run % queries.length) + queries.length) % queries.length]!)}`;
  const times = await sequential(api, path, RUNS);
  record('search everywhere: p50', percentile(times, 50), 'ms', 150);
  record('search everywhere: p95', percentile(times, 95), 'ms', 150);
}
