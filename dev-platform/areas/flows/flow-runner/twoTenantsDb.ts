import { openDatabase, type Db } from '../../../db/database';

/** When the test rows were made. */
export const TEST_NOW = '2026-11-29T09:00:00.000Z';

/** An empty platform database with tenants 1 and 2, for tests of tenant scope. */
export function twoTenantsDb(): Db {
  const db = openDatabase(':memory:');
  const insert = db.prepare('INSERT INTO tenant (id, name, code, created) VALUES (?, ?, ?, ?)');
  for (const id of [1, 2]) insert.run(id, `T${id}`, `t${id}`, TEST_NOW);
  return db;
}
