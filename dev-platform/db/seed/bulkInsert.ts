import type { Statement } from 'better-sqlite3';
import type { Db } from '../database';

export type SqlValue = string | number | null;

/**
 * Writes the rows of one table a batch at a time through one prepared multi-row INSERT, so the million-row seed
 * (SEED_SCALE in the hundreds) spends its time in SQLite, not in one call per row. Rows keep their order, hence
 * their ids: the data is the same as with single inserts. `flush()` after the last row.
 */
export class BulkInsert {
  private readonly buffer: SqlValue[] = [];
  private batch?: Statement;

  constructor(
    private readonly db: Db,
    private readonly table: string,
    private readonly columns: readonly string[],
    // SQLite binds at most 32,766 parameters per statement; a few hundred rows is where the gain flattens.
    private readonly rowsPerBatch = Math.floor(2000 / columns.length),
  ) {}

  add(values: readonly SqlValue[]): void {
    if (values.length !== this.columns.length)
      throw new Error(`${this.table}: expected ${this.columns.length} values`);
    for (const value of values) this.buffer.push(value);
    if (this.buffer.length < this.rowsPerBatch * this.columns.length) return;
    this.batch ??= this.statement(this.rowsPerBatch);
    this.batch.run(this.buffer);
    this.buffer.length = 0;
  }

  flush(): void {
    if (this.buffer.length === 0) return;
    this.statement(this.buffer.length / this.columns.length).run(this.buffer);
    this.buffer.length = 0;
  }

  private statement(rows: number): Statement {
    const row = `(${this.columns.map(() => '?').join(', ')})`;
    return this.db.prepare(
      `INSERT INTO ${this.table} (${this.columns.join(', ')}) VALUES ${Array(rows).fill(row).join(', ')}`,
    );
  }
}

/**
 * Runs a bulk load (outside any transaction) without a journal or syncs (a fresh seed has nothing to lose if the
 * process dies: the file is recreated) and without foreign-key lookups on every row (the generated rows refer to
 * rows generated before them; `seedDatabase.test.ts` checks the keys), then puts the settings back. Dirty pages stay
 * in memory until the commit (no spills to the file mid-transaction, so the cache grows as needed) while the cache
 * size stays small: SQLite sizes its sorter runs by it, and an index over a million rows builds a third faster from
 * cache-sized runs merged through a temporary file than from one run of the whole table.
 */
export function withBulkSettings<T>(db: Db, load: () => T): T {
  const saved = ['cache_size', 'cache_spill', 'synchronous', 'foreign_keys'].map(
    (name) => [name, db.pragma(name, { simple: true }) as number] as const,
  );
  const journal = db.pragma('journal_mode', { simple: true }) as string;
  db.pragma('journal_mode = OFF');
  db.pragma('cache_spill = OFF');
  db.pragma('cache_size = -8000'); // KiB
  db.pragma('synchronous = OFF');
  db.pragma('foreign_keys = OFF');
  try {
    return load();
  } finally {
    for (const [name, value] of saved) db.pragma(`${name} = ${value}`);
    db.pragma(`journal_mode = ${journal}`);
  }
}

/**
 * Loads a table with its secondary indexes dropped and builds them again afterwards: one sort per index instead of
 * a B-tree insert per row and index. Use only where nothing reads the table by those indexes during the load.
 */
export function withoutIndexes<T>(db: Db, table: string, load: () => T): T {
  const indexes = db
    .prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL`)
    .all(table) as { name: string; sql: string }[];
  for (const { name } of indexes) db.exec(`DROP INDEX "${name}"`);
  const result = load();
  for (const { sql } of indexes) db.exec(sql);
  return result;
}
