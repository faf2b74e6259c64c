import { openDatabase, type Db } from '../database';
import { resetDatabase } from './resetDatabase';
import { DEFAULT_THEME } from '../../../src/shared/defaultTheme';
import { DEFAULT_THEME_CONTENT, seedDatabase, type SeedSummary } from './seedDatabase';

const NOW = new Date('2025-03-14T09:30:00.000Z');

async function seeded(scale: number): Promise<{ db: Db; summary: SeedSummary; ms: number }> {
  const db = openDatabase(':memory:');
  const started = performance.now();
  const summary = await seedDatabase(db, { scale, now: NOW });
  return { db, summary, ms: performance.now() - started };
}

describe('seedDatabase', () => {
  let one: Awaited<ReturnType<typeof seeded>>;
  beforeAll(async () => {
    one = await seeded(1);
    console.log(`Seeding at scale 1 took ${Math.round(one.ms)} ms`, one.summary);
  });
  afterAll(() => one.db.close());

  it('fills the scale-1 volumes the console lists rely on', () => {
    const { summary } = one;
    expect(summary.tenant).toBe(8);
    expect(summary.user).toBeGreaterThanOrEqual(150);
    expect(summary.user).toBeLessThan(170);
    expect(summary.dial_log).toBeGreaterThanOrEqual(2500);
    expect(summary.audit_entry).toBeGreaterThanOrEqual(2000);
    // 300 finished conversations (each with its dial log), their linked legs and three ongoing ones per tenant.
    const linked = one.db
      .prepare('SELECT COUNT(*) FROM conversation WHERE id_parent IS NOT NULL')
      .pluck()
      .get();
    expect(linked).toBeGreaterThan(10);
    expect(summary.conversation).toBe(300 + Number(linked) + 3 * summary.tenant);
    expect(summary.conversation_event).toBeGreaterThan(summary.conversation * 5);
    expect(summary.campaign).toBe(40);
    expect(summary.dial_module).toBe(20);
    expect(summary.line).toBe(80);
    expect(summary.language).toBe(12);
    expect(summary.tag).toBe(30);
    expect(summary.task).toBe(40);
    const flows = one.db.prepare('SELECT COUNT(*) AS n FROM call_script WHERE is_component = 0').get() as {
      n: number;
    };
    // 120 generated flows, the banking menu and the callback offer built in the flow model (seedDesignedFlow).
    expect(flows.n).toBe(122);
    // Breaches of a service level open while the platform runs (the wallboard's live state), never by seeding.
    const LIVE_ONLY = new Set(['service_level_breach']);
    for (const [table, count] of Object.entries(summary))
      if (!LIVE_ONLY.has(table)) expect(count, table).toBeGreaterThan(0);
  });

  it('keeps referential integrity', () => {
    expect(one.db.pragma('foreign_key_check')).toEqual([]);
    // Links the schema cannot express: lines, dial logs and conversations stay inside one tenant.
    const crossTenant = one.db
      .prepare(
        `SELECT
           (SELECT COUNT(*) FROM line l JOIN dial_module m ON m.id = l.id_dial_module WHERE m.id_tenant <> l.id_tenant)
         + (SELECT COUNT(*) FROM dial_log d JOIN line l ON l.id = d.id_line WHERE l.id_tenant <> d.id_tenant)
         + (SELECT COUNT(*) FROM dial_log d JOIN campaign c ON c.id = d.id_campaign WHERE c.id_tenant <> d.id_tenant)
         + (SELECT COUNT(*) FROM dial_log d JOIN conversation c ON c.guid = d.guid WHERE c.id_tenant <> d.id_tenant)
         + (SELECT COUNT(*) FROM call_script s JOIN folder f ON f.id = s.id_folder WHERE f.id_tenant <> s.id_tenant
              OR f.kind <> 'flow')
         + (SELECT COUNT(*) FROM audit_entry a JOIN user u ON u.id = a.id_user WHERE u.id_tenant <> a.id_tenant) AS n`,
      )
      .get() as { n: number };
    expect(crossTenant.n).toBe(0);
  });

  it('gives every dial module a line, every conversation one dial log, and suspicious lines to report', () => {
    const { db } = one;
    const empty = db.prepare(
      'SELECT COUNT(*) AS n FROM dial_module m WHERE NOT EXISTS (SELECT 1 FROM line l WHERE l.id_dial_module = m.id)',
    );
    expect((empty.get() as { n: number }).n).toBe(0);
    const linked = db
      .prepare('SELECT COUNT(DISTINCT guid) AS n FROM dial_log WHERE guid IS NOT NULL')
      .get() as { n: number };
    expect(linked.n).toBe(300);
    const unlogged = db
      .prepare(
        'SELECT COUNT(*) AS n FROM conversation c WHERE c.id_parent IS NULL AND NOT EXISTS (SELECT 1 FROM dial_log d WHERE d.guid = c.guid)',
      )
      .get() as { n: number };
    expect(unlogged.n).toBe(3 * one.summary.tenant);
    const suspicious = db
      .prepare(
        'SELECT SUM(monitoring = 0) AS unmonitored, SUM(billing = 0) AS unbilled, SUM(fraud) AS fraud FROM line',
      )
      .get() as Record<string, number>;
    expect(suspicious.unmonitored).toBeGreaterThan(0);
    expect(suspicious.unbilled).toBeGreaterThan(0);
    expect(suspicious.fraud).toBeGreaterThan(0);
    const perTenant = db
      .prepare(
        `SELECT t.name,
           (SELECT COUNT(*) FROM dial_module m WHERE m.id_tenant = t.id) AS modules,
           (SELECT SUM(monitoring = 0) FROM line l WHERE l.id_tenant = t.id) AS unmonitored,
           (SELECT SUM(billing = 0 OR id_tariff IS NULL) FROM line l WHERE l.id_tenant = t.id) AS unbilled,
           (SELECT COUNT(DISTINCT risk_level) FROM line l WHERE l.id_tenant = t.id AND fraud = 1) AS riskLevels,
           (SELECT COUNT(*) FROM conversation c WHERE c.id_tenant = t.id AND ended IS NULL) AS ongoing
         FROM tenant t ORDER BY t.id`,
      )
      .all() as Record<string, number | string>[];
    for (const tenant of perTenant) {
      expect(tenant.ongoing, String(tenant.name)).toBe(3);
      expect(tenant.modules, String(tenant.name)).toBeGreaterThan(0);
      expect(tenant.unmonitored, String(tenant.name)).toBeGreaterThan(0);
      expect(tenant.unbilled, String(tenant.name)).toBeGreaterThan(0);
      expect(tenant.riskLevels, String(tenant.name)).toBeGreaterThan(0);
    }
    expect(perTenant.find((tenant) => tenant.name === 'Acme Telecom')?.riskLevels).toBe(3);
    const oldest = db.prepare('SELECT MIN(start) AS start FROM dial_log').pluck().get() as string;
    expect(Date.parse(oldest)).toBeLessThan(NOW.getTime() - 60 * 86_400_000);
    const statuses = db.prepare('SELECT COUNT(DISTINCT status) AS n FROM task').get() as { n: number };
    expect(statuses.n).toBe(5);
  });

  it('stores the application settings', () => {
    const rows = one.db.prepare('SELECT key, value FROM app_setting ORDER BY key').all();
    expect(rows).toEqual([
      { key: 'conversations', value: 'true' },
      { key: 'fullText', value: 'true' },
      { key: 'ongoingConversations', value: 'true' },
      { key: 'theme', value: DEFAULT_THEME_CONTENT },
    ]);
    expect(JSON.parse(DEFAULT_THEME_CONTENT)).toEqual(DEFAULT_THEME);
  });

  it('is deterministic for the same scale and now', async () => {
    const again = await seeded(1);
    for (const sql of [
      'SELECT * FROM tenant ORDER BY id',
      'SELECT id, id_tenant, username, firstname, lastname, email, password_expires, created FROM user ORDER BY id',
      'SELECT * FROM dial_log ORDER BY id',
      'SELECT * FROM call_script_version ORDER BY id',
      'SELECT * FROM conversation_event ORDER BY id',
      'SELECT * FROM audit_entry ORDER BY id',
    ]) {
      expect(again.db.prepare(sql).all(), sql).toEqual(one.db.prepare(sql).all());
    }
    again.db.close();
  });

  it('grows linearly with the scale', async () => {
    const two = await seeded(2);
    expect(two.summary.dial_log).toBe(one.summary.dial_log * 2);
    expect(two.summary.audit_entry).toBe(one.summary.audit_entry * 2);
    expect(two.summary.call_script).toBeGreaterThanOrEqual(one.summary.call_script * 2 - 2);
    expect(two.summary.tenant).toBeGreaterThan(one.summary.tenant);
    expect(two.summary.tenant).toBeLessThanOrEqual(12);
    expect(two.db.pragma('foreign_key_check')).toEqual([]);
    two.db.close();
  });

  it('rejects a non-positive scale', async () => {
    const db = openDatabase(':memory:');
    await expect(seedDatabase(db, { scale: 0 })).rejects.toThrow(/scale/);
    db.close();
  });
});

describe('resetDatabase', () => {
  it('opens and seeds an in-memory database', async () => {
    const db = await resetDatabase(':memory:', 1);
    expect(
      (db.prepare('SELECT COUNT(*) AS n FROM dial_log').get() as { n: number }).n,
    ).toBeGreaterThanOrEqual(2500);
    db.close();
  });
});
