import type { Db } from '../db/database';

interface WriteLog {
  /** Table name → how many times rows of it were written since the connection opened (watched tables only). */
  versions: Map<string, number>;
  /** Tables and views of the main schema, to tell real tables from aliases and CTE names. */
  kinds: Map<string, 'table' | 'view'>;
  /** SQL text → the tables it reads (undefined: it reads a view). */
  readers: Map<string, string[] | undefined>;
  /** Table name → callbacks told of every write to it (see onTablesWritten). */
  listeners: Map<string, Set<() => void>>;
}

const logs = new WeakMap<Db, WriteLog>();

/**
 * Counts writes per table, so cached list totals know when they are stale. Each watched table gets TEMP triggers
 * (this connection only, no migration, no trigger left in the file) calling back into JavaScript on every insert,
 * update and delete, whoever issues it on this connection: routes, jobs, the call simulation.
 */
function writeLog(db: Db): WriteLog {
  let log = logs.get(db);
  if (!log) {
    const created: WriteLog = {
      versions: new Map(),
      kinds: new Map(),
      readers: new Map(),
      listeners: new Map(),
    };
    db.function('switchboard_table_written', { deterministic: false, varargs: false }, (table: unknown) => {
      const name = String(table);
      created.versions.set(name, (created.versions.get(name) ?? 0) + 1);
      created.listeners.get(name)?.forEach((listener) => listener());
      return null;
    });
    log = created;
    logs.set(db, log);
  }
  return log;
}

/** Which of `names` are tables or views of the main schema (the rest are aliases, CTEs, functions …). */
function schemaKinds(db: Db, log: WriteLog, names: Iterable<string>): Map<string, 'table' | 'view'> {
  const found = new Map<string, 'table' | 'view'>();
  for (const name of names) {
    let kind = log.kinds.get(name);
    if (kind === undefined) {
      const row = db
        // Not virtual tables (an FTS5 index), which take no triggers: theirs are filled by triggers on a watched table.
        .prepare(
          `SELECT type FROM main.sqlite_master WHERE name = ? AND type IN ('table', 'view')
           AND sql NOT LIKE 'CREATE VIRTUAL TABLE%'`,
        )
        .pluck()
        .get(name) as 'table' | 'view' | undefined;
      if (row === undefined) continue;
      kind = row;
      log.kinds.set(name, kind);
    }
    found.set(name, kind);
  }
  return found;
}

const IDENTIFIER_AFTER_FROM = /\b(?:FROM|JOIN)\s+(?:main\.)?"?([A-Za-z_][A-Za-z0-9_]*)"?/gi;

/**
 * The tables an SQL text reads (every name after FROM or JOIN that is a table), each watched from now on; undefined
 * when it reads a view (whose writes triggers cannot watch) or when asked inside a transaction for the first time.
 */
export function watchedTables(db: Db, sql: string): string[] | undefined {
  const log = writeLog(db);
  if (log.readers.has(sql)) return log.readers.get(sql);
  // Triggers created inside a transaction would go with a rollback while the log still counted them as watching.
  if (db.inTransaction) return undefined;
  const tables = watch(db, log, sql);
  if (log.readers.size >= 1000) log.readers.clear();
  log.readers.set(sql, tables);
  return tables;
}

function watch(db: Db, log: WriteLog, sql: string): string[] | undefined {
  const names = new Set([...sql.matchAll(IDENTIFIER_AFTER_FROM)].map((match) => match[1].toLowerCase()));
  const kinds = schemaKinds(db, log, names);
  if ([...kinds.values()].includes('view')) return undefined;
  const tables = [...kinds.keys()].sort();
  for (const table of tables) {
    if (log.versions.has(table)) continue;
    for (const event of ['INSERT', 'UPDATE', 'DELETE'])
      db.exec(
        `CREATE TEMP TRIGGER IF NOT EXISTS "switchboard_written_${table}_${event.toLowerCase()}"
         AFTER ${event} ON main."${table}" BEGIN SELECT switchboard_table_written('${table}'); END`,
      );
    log.versions.set(table, 0);
  }
  return tables;
}

/** The write counters of `tables` as one comparable text: it changes whenever one of them is written. */
export function tablesVersion(db: Db, tables: readonly string[]): string {
  const { versions } = writeLog(db);
  return tables.map((table) => versions.get(table) ?? 0).join('.');
}

/**
 * Tells `listener` of every write to the tables `sql` reads, whoever issues it on this connection. It runs inside the
 * writing statement (possibly in a transaction that may still roll back), so it must only note the fact and defer
 * any work.
 */
export function onTablesWritten(db: Db, sql: string, listener: () => void): void {
  const tables = watchedTables(db, sql);
  if (!tables) throw new Error(`Cannot watch the tables of: ${sql}`);
  const { listeners } = writeLog(db);
  for (const table of tables) {
    let set = listeners.get(table);
    if (!set) listeners.set(table, (set = new Set()));
    set.add(listener);
  }
}
