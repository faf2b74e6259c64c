import { DEFAULT_THEME } from '../../../src/shared/defaultTheme';
import type { Db } from '../database';
import { withBulkSettings } from './bulkInsert';
import { Rng } from './prng';
import { seedActivity } from './seedActivity';
import { withSideLoads, type SideLoads } from './sideLoad';
import type { SeedContext } from './seedContext';
import { loadAreas } from '../../areas/loadAreas';
import type { SeedRun } from '../../areas/platformArea';

/** Row count per seeded table. */
export type SeedSummary = Record<string, number>;

export interface SeedOptions {
  /** Volume multiplier; 1 is the default data set (thousands of dial logs), 10 gives ten times the rows. */
  scale: number;
  /** Reference time for every generated timestamp; the same scale and `now` give the same data. */
  now?: Date;
}

const SEED = 20_031; // any constant: the data must not change between runs
/** From this scale on (tens of thousands of dial logs), the big tables load on a second thread (sideLoad.ts). */
const SIDE_LOAD_SCALE = 20;

/** The seeded theme setting: the console's own default theme as JSON text. */
export const DEFAULT_THEME_CONTENT = JSON.stringify(DEFAULT_THEME);

/** The steps that belong to no area, by order; the areas' own (`seed` in their area.ts) fall in between. */
const PLATFORM_STEPS: Record<number, SeedRun> = {
  180: seedActivity,
  // The big tables, loaded on the second core meanwhile (sideLoad.ts): the dial logs before the billing usage
  // (210) reads them.
  200: (ctx) => ctx.aside.copy('dial_log'),
  220: seedAppSettings,
  250: (ctx) => ctx.aside.copy('audit_entry'),
};

/** Every seed step, of the platform and of the areas, in running order; two steps never share a number. */
export async function seedSteps(): Promise<SeedRun[]> {
  const areas = await loadAreas();
  const steps = new Map<number, SeedRun>();
  for (const { name, seed } of [{ name: 'the platform', seed: PLATFORM_STEPS }, ...areas]) {
    for (const [order, run] of Object.entries(seed ?? {})) {
      if (steps.has(Number(order)))
        throw new Error(`Seed order ${order} of ${name} is taken: the data would depend on load order`);
      steps.set(Number(order), run);
    }
  }
  return [...steps].sort(([a], [b]) => a - b).map(([, run]) => run);
}

/**
 * Fills an empty, migrated database with interlinked, deterministic demo data (one transaction).
 * Only password hashes and salts differ between runs: they use fresh random salts.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedSummary> {
  if (!(options.scale > 0)) throw new Error(`Seed scale must be positive, got ${options.scale}`);
  const steps = await seedSteps();
  const seedAll = db.transaction((aside: SideLoads) => {
    const ctx: SeedContext = {
      db,
      rng: new Rng(SEED),
      now: options.now ?? new Date(),
      scale: options.scale,
      tenants: [],
      languages: [],
      phoneNumbers: new Set(),
      aside,
    };
    for (const run of steps) run(ctx);
  });
  withBulkSettings(db, () =>
    withSideLoads(db, ['dial_log', 'audit_entry'], (aside) => seedAll(aside), {
      direct: options.scale < SIDE_LOAD_SCALE,
    }),
  );
  return summarize(db);
}

function seedAppSettings(ctx: SeedContext): void {
  const settings = {
    theme: DEFAULT_THEME_CONTENT,
    conversations: 'true',
    fullText: 'true',
    ongoingConversations: 'true',
  };
  const statement = ctx.db.prepare('INSERT INTO app_setting (key, value, updated) VALUES (?, ?, ?)');
  for (const [key, value] of Object.entries(settings)) statement.run(key, value, ctx.now.toISOString());
}

/** Row counts of every table except the migration log and the OIDC store. */
export function summarize(db: Db): SeedSummary {
  const tables = db
    .prepare(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
       AND name NOT IN ('schema_migration', 'oidc_store') ORDER BY name`,
    )
    .all() as { name: string }[];
  return Object.fromEntries(
    tables.map(({ name }) => [
      name,
      (db.prepare(`SELECT COUNT(*) AS n FROM "${name}"`).get() as { n: number }).n,
    ]),
  );
}
