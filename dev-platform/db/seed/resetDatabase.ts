import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { openDatabase, type Db } from '../database';
import { seedDatabase } from './seedDatabase';

/**
 * Recreates the database: deletes `file` with its WAL/SHM companions, migrates and seeds it at `scale`.
 * For ':memory:' it just opens and seeds a fresh in-memory database.
 */
export async function resetDatabase(file: string, scale: number): Promise<Db> {
  if (file !== ':memory:') {
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
    mkdirSync(dirname(file), { recursive: true });
  }
  const db = openDatabase(file);
  await seedDatabase(db, { scale });
  return db;
}
