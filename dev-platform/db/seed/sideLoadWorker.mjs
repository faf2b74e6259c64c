// The worker of `sideLoad.ts`, plain JavaScript: worker threads do not inherit the tsx loader (nor vitest's).
// Loads one table into a scratch database file of its own (no journal, no syncs: the file is thrown away after the
// copy), then builds the table's indexes, commits and wakes the waiting seed through the shared status word.
import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';

const { file, table, columns, schema, status, errors } = workerData;
const state = new Int32Array(status);
const DONE = 1;
const FAILED = 2;
const rowsPerBatch = Math.floor(2000 / columns.length); // as BulkInsert (bulkInsert.ts)
const perRow = `(${columns.map(() => '?').join(', ')})`;
const insertSql = (rows) =>
  `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${Array(rows).fill(perRow).join(', ')}`;

let db;
let fullBatch;
try {
  db = new Database(file);
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  // The referenced tables live in the seeded database (whose seed checks the keys), not in this scratch file.
  db.pragma('foreign_keys = OFF');
  // The seed's own bulk settings (bulkInsert.ts): pages stay in memory, small sorter runs build indexes fastest.
  db.pragma('cache_spill = OFF');
  db.pragma('cache_size = -8000');
  db.exec('BEGIN');
  db.exec(schema[0]);
  fullBatch = db.prepare(insertSql(rowsPerBatch));
} catch (error) {
  settle(FAILED, error);
}

/** Writes one message's flat row values, a multi-row statement at a time. */
function insert(values) {
  const width = rowsPerBatch * columns.length;
  let at = 0;
  for (; at + width <= values.length; at += width) fullBatch.run(values.slice(at, at + width));
  if (at < values.length) db.prepare(insertSql((values.length - at) / columns.length)).run(values.slice(at));
}

function settle(outcome, error) {
  if (error !== undefined) errors.postMessage(error instanceof Error ? error.message : String(error));
  try {
    db?.close();
  } finally {
    Atomics.store(state, 0, outcome);
    Atomics.notify(state, 0);
    parentPort.close();
  }
}

parentPort.on('message', (message) => {
  if (Atomics.load(state, 0) !== 0) return;
  try {
    if (message !== 'end') return insert(message);
    for (const sql of schema.slice(1)) db.exec(sql);
    db.exec('COMMIT');
    settle(DONE);
  } catch (error) {
    settle(FAILED, error);
  }
});
