import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/database';
import { tablesVersion, watchedTables } from './tableWrites';

interface CachedTotal {
  version: string;
  total: number;
}

interface Caches {
  statements: Map<string, Statement>;
  /** Count SQL → the tables it reads (undefined: not cacheable). */
  tables: Map<string, string[] | undefined>;
  totals: Map<string, CachedTotal>;
  pages: Map<string, { version: string; rows: unknown[] }>;
}

/** Enough for every list, filter and tenant scope in use at once; the oldest go first. */
const MAX_ENTRIES = 1000;
const caches = new WeakMap<Db, Caches>();

function cachesOf(db: Db): Caches {
  let found = caches.get(db);
  if (!found)
    caches.set(
      db,
      (found = { statements: new Map(), tables: new Map(), totals: new Map(), pages: new Map() }),
    );
  return found;
}

function remember<V>(map: Map<string, V>, key: string, value: V): V {
  map.delete(key);
  map.set(key, value);
  if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value as string);
  return value;
}

/** One prepared statement per SQL text, reused: preparing costs more than running a short list query. */
export function listStatement(db: Db, sql: string): Statement {
  const { statements } = cachesOf(db);
  return statements.get(sql) ?? remember(statements, sql, db.prepare(sql));
}

// Counts that depend on the clock, not only on the rows, are never cached.
const TIME_DEPENDENT = /'now'|\bCURRENT_(?:DATE|TIME|TIMESTAMP)\b|\brandom\(/i;

/**
 * The total of a list query, counted once per SQL and parameters and then answered from memory until one of the
 * tables the count reads is written (see `tableWrites.ts`), so paging through a million rows does not count them
 * again on every page. Inside a transaction the count is never cached: it may see rows a rollback takes back.
 * Answers the tables the count reads when it is cached (paging keeps its checkpoints by them).
 */
export function cachedTotal(
  db: Db,
  countSql: string,
  params: readonly unknown[],
): { total: number; tables?: string[] } {
  const count = () =>
    (listStatement(db, countSql)
      .pluck()
      .get(...params) as number) ?? 0;
  if (db.inTransaction) return { total: count() };
  const caches = cachesOf(db);
  let tables = caches.tables.get(countSql);
  if (!caches.tables.has(countSql))
    tables = remember(
      caches.tables,
      countSql,
      TIME_DEPENDENT.test(countSql) ? undefined : watchedTables(db, countSql),
    );
  if (!tables) return { total: count() };
  const key = `${countSql}\u0000${JSON.stringify(params)}`;
  const version = tablesVersion(db, tables);
  const hit = caches.totals.get(key);
  if (hit?.version === version) return { total: hit.total, tables };
  return { total: remember(caches.totals, key, { version, total: count() }).total, tables };
}

/**
 * One page's rows, read once per SQL and parameters and then answered from memory until one of the tables the page
 * reads (joined names and sub-selects included) is written: fifty readers of the same list pages cost one query per
 * page and write, not one per request. Never inside a transaction or for SQL that depends on the clock.
 */
export function cachedPage<Row>(db: Db, sql: string, params: readonly unknown[], read: () => Row[]): Row[] {
  if (db.inTransaction || TIME_DEPENDENT.test(sql)) return read();
  const tables = watchedTables(db, sql);
  if (!tables) return read();
  const { pages } = cachesOf(db);
  const key = `${sql}\u0000${JSON.stringify(params)}`;
  const version = tablesVersion(db, tables);
  const hit = pages.get(key);
  if (hit?.version === version) return hit.rows as Row[];
  return remember(pages, key, { version, rows: read() }).rows as Row[];
}
