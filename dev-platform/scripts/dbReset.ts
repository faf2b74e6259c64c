// `npm run db:reset`: recreates and seeds the dev platform database (env DB_FILE, SEED_SCALE).
import { join } from 'node:path';
import { resetDatabase } from '../db/seed/resetDatabase';
import { summarize } from '../db/seed/seedDatabase';

const repoRoot = join(import.meta.dirname, '..', '..');
const file = process.env.DB_FILE || join(repoRoot, 'data', 'switchboard.sqlite');
const scale = Number(process.env.SEED_SCALE || 1);
if (!Number.isFinite(scale) || scale <= 0) {
  console.error(`SEED_SCALE must be a positive number, got '${process.env.SEED_SCALE}'`);
  process.exit(1);
}

const started = performance.now();
const db = await resetDatabase(file, scale);
const summary = summarize(db);
db.close();
console.log(`Seeded ${file} at scale ${scale} in ${Math.round(performance.now() - started)} ms`);
for (const [table, count] of Object.entries(summary)) console.log(`  ${table.padEnd(28)} ${count}`);
