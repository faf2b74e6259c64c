import { DEFAULT_THEME } from '../../../src/shared/defaultTheme';
import type { Db } from '../database';
import { withBulkSettings } from './bulkInsert';
import { Rng } from './prng';
import { seedActivity } from './seedActivity';
import { seedBilling } from '../../areas/billing/seedBilling';
import { seedBillingUsage } from '../../areas/billing/seedBillingUsage';
import { seedBotDeploy } from '../../areas/bot-deploy/seedBotDeploy';
import { seedCalls } from '../../areas/conversations/seedCalls';
import { withSideLoads, type SideLoads } from './sideLoad';
import { seedCampaigns } from '../../areas/campaigns/seedCampaigns';
import { seedFolders, seedGrammars, seedLanguages, seedTags } from './seedCatalogues';
import { seedDemoCallsAndKnowledge, seedTenantValues } from './seedContent';
import type { SeedContext } from './seedContext';
import { seedFlowDetails } from '../../areas/flows/seedFlowDetails';
import { seedFlows } from '../../areas/flows/seedFlows';
import { seedInstanceThemes } from '../../areas/theme-configurator/seedInstanceThemes';
import { seedLineStates } from '../../areas/lines/seedLineStates';
import { seedNlp } from '../../areas/nlp/seedNlp';
import { seedTelephony } from '../../areas/lines/seedTelephony';
import { seedTenantSettings } from '../../areas/tenants/seedTenantSettings';
import { seedTenantValueKinds } from '../../areas/variables-storage/seedTenantValueKinds';
import { seedTenants } from '../../areas/tenants/seedTenants';
import { seedUsers } from '../../areas/users/seedUsers';

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

/**
 * Fills an empty, migrated database with interlinked, deterministic demo data (one transaction).
 * Only password hashes and salts differ between runs: they use fresh random salts.
 */
export function seedDatabase(db: Db, options: SeedOptions): SeedSummary {
  if (!(options.scale > 0)) throw new Error(`Seed scale must be positive, got ${options.scale}`);
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
    seedTenants(ctx);
    seedUsers(ctx);
    seedLanguages(ctx);
    seedFolders(ctx);
    seedTags(ctx);
    seedGrammars(ctx);
    seedFlows(ctx);
    seedFlowDetails(ctx);
    seedTelephony(ctx);
    seedCampaigns(ctx);
    seedCalls(ctx);
    seedBilling(ctx);
    seedDemoCallsAndKnowledge(ctx);
    seedTenantValues(ctx);
    seedTenantValueKinds(ctx);
    seedTenantSettings(ctx);
    seedBotDeploy(ctx);
    seedActivity(ctx);
    seedLineStates(ctx);
    // The big tables, loaded on the second core meanwhile (sideLoad.ts): the dial logs before the billing usage
    // reads them.
    aside.copy('dial_log');
    seedBillingUsage(ctx);
    seedAppSettings(ctx);
    seedInstanceThemes(ctx);
    seedNlp(ctx);
    aside.copy('audit_entry');
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
