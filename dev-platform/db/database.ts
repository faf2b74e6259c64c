import Database from 'better-sqlite3';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { areaMigrationDirs } from '../areas/loadAreas';

/** The dev platform's SQLite connection (better-sqlite3, synchronous). */
export type Db = Database.Database;

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens (creating if needed) the database and applies pending migrations in file-name order: the shared ones in
 * `migrations/` and each area's in `dev-platform/areas/<area>/migrations/`, all in one order by name.
 * `file` may be ':memory:' for tests.
 */
export function openDatabase(file: string): Db {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

function migrate(db: Db): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migration (name TEXT PRIMARY KEY, applied TEXT NOT NULL)');
  const applied = new Set(
    db
      .prepare('SELECT name FROM schema_migration')
      .all()
      .map((row) => (row as { name: string }).name),
  );
  for (const [file, path] of migrationFiles()) {
    if (applied.has(file)) continue;
    const sql = readFileSync(path, 'utf8');
    db.transaction(() => {
      db.exec(sql);
      db.prepare('INSERT INTO schema_migration (name, applied) VALUES (?, ?)').run(
        file,
        new Date().toISOString(),
      );
    })();
  }
}

/** Every migration by file name (the name is what `schema_migration` records, so it must be unique). */
function migrationFiles(): [string, string][] {
  const files = new Map<string, string>();
  for (const dir of [migrationsDir, ...areaMigrationDirs()]) {
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
      if (files.has(file)) throw new Error(`Migration ${file} exists twice: ${files.get(file)} and ${dir}`);
      files.set(file, join(dir, file));
    }
  }
  return [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
