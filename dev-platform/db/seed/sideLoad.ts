import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { Db } from '../database';
import { BulkInsert, type SqlValue } from './bulkInsert';

/** Rows per message to a worker: it starts inserting while later rows are still being generated. */
const ROWS_PER_MESSAGE = 20_000;
/** Far above any seed's load time: only a worker that died without a word is waited on this long. */
const WAIT_MS = 10 * 60_000;
const DONE = 1;

/**
 * Big tables loaded on the machine's second core: a worker thread per table inserts the rows into a scratch
 * database file of its own and builds the table's indexes there (the seed's costliest part: 2 s for the rows and 7 s
 * for the eleven indexes of a million dial logs), while this thread seeds the rest. `copy()` then moves rows and
 * indexes over in one pass: SQLite copies a table into an empty one with matching indexes record by record, without
 * sorting again (2 s). The rows keep their order, hence their ids: the data is the same as with a load on this
 * thread. `tables` are attached up front: ATTACH and DETACH are refused inside the seed's one transaction.
 */
export function withSideLoads<T>(
  db: Db,
  tables: readonly string[],
  load: (aside: SideLoads) => T,
  { direct = false }: { direct?: boolean } = {},
): T {
  // Small seeds (tests, the end-to-end platform) load in place: a worker and a scratch file cost more than they save.
  if (direct) return load(new SideLoads(db, null));
  const dir = mkdtempSync(join(tmpdir(), 'switchboard-seed-'));
  for (const table of tables) db.prepare(`ATTACH ? AS side_${table}`).run(join(dir, `${table}.sqlite`));
  const aside = new SideLoads(db, dir);
  try {
    return load(aside);
  } finally {
    aside.close();
    for (const table of tables) db.exec(`DETACH side_${table}`);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Rows of one table: `add` each, then `end`. */
export interface TableLoad {
  add(values: readonly SqlValue[]): void;
  end(): void;
}

export class SideLoads {
  private readonly loads = new Map<string, SideLoad>();

  constructor(
    private readonly db: Db,
    /** The scratch folder; null loads in place, on this thread. */
    private readonly dir: string | null,
  ) {}

  /** Starts loading `table` (attached by `withSideLoads`): rows through `add`, then `end`. */
  start(table: string, columns: readonly string[]): TableLoad {
    if (this.dir === null) {
      const bulk = new BulkInsert(this.db, table, columns);
      return { add: (values) => bulk.add(values), end: () => bulk.flush() };
    }
    // The table's definition first, then its indexes, as the seeded database has them: the copy matches indexes by
    // their definition.
    const schema = this.db
      .prepare(
        `SELECT sql FROM main.sqlite_master WHERE tbl_name = ? AND sql IS NOT NULL ORDER BY type <> 'table'`,
      )
      .pluck()
      .all(table) as string[];
    const load = new SideLoad(join(this.dir, `${table}.sqlite`), table, columns, schema);
    this.loads.set(table, load);
    return load;
  }

  /** Waits for the worker, then copies its table into this connection's empty one, inside the open transaction. */
  copy(table: string): void {
    if (this.dir === null) return;
    this.loads.get(table)?.wait();
    this.db.exec(`INSERT INTO main.${table} SELECT * FROM side_${table}.${table}`);
  }

  close(): void {
    for (const load of this.loads.values()) load.close();
  }
}

export class SideLoad implements TableLoad {
  private readonly status = new Int32Array(new SharedArrayBuffer(4));
  private readonly errors = new MessageChannel();
  private readonly buffer: SqlValue[] = [];
  private readonly worker: Worker;

  constructor(
    file: string,
    private readonly table: string,
    private readonly columns: readonly string[],
    schema: string[],
  ) {
    this.worker = new Worker(new URL('./sideLoadWorker.mjs', import.meta.url), {
      workerData: { file, table, columns, schema, status: this.status.buffer, errors: this.errors.port2 },
      transferList: [this.errors.port2],
    });
    // Failures are read from the status word and the error port by `wait`: the event would come too late.
    this.worker.on('error', () => {});
  }

  add(values: readonly SqlValue[]): void {
    if (values.length !== this.columns.length)
      throw new Error(`${this.table}: expected ${this.columns.length} values`);
    for (const value of values) this.buffer.push(value);
    if (this.buffer.length >= ROWS_PER_MESSAGE * this.columns.length) this.post();
  }

  /** No more rows: the worker builds the indexes and commits. */
  end(): void {
    this.post();
    this.worker.postMessage('end');
  }

  wait(): void {
    if (Atomics.load(this.status, 0) === 0) Atomics.wait(this.status, 0, 0, WAIT_MS);
    if (Atomics.load(this.status, 0) === DONE) return;
    const message = receiveMessageOnPort(this.errors.port1)?.message as string | undefined;
    throw new Error(`Side load of ${this.table} failed: ${message ?? 'the worker did not finish'}`);
  }

  close(): void {
    this.errors.port1.close();
    void this.worker.terminate();
  }

  private post(): void {
    if (this.buffer.length > 0) this.worker.postMessage(this.buffer.splice(0));
  }
}
