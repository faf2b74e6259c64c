import type { Statement } from 'better-sqlite3';
import type { Db } from '../database';
import { isoTime } from './isoTime';
import type { Rng } from './prng';
import type { SideLoads } from './sideLoad';

/** An inserted row a later step may reference (and name, e.g. in audit details). */
export interface Ref {
  id: number;
  name: string;
}

/** Everything the seed knows about one tenant while it fills the database. */
export interface TenantSeed {
  id: number;
  name: string;
  domain: string;
  /** E.164 prefix for this tenant's numbers, e.g. '+1212555'. */
  dialPrefix: string;
  languageCode: string;
  timezone: string;
  /** Days a password stays valid, or null when the tenant's policy is NEVER. */
  passwordExpirationDays: number | null;
  /** Relative share of the per-tenant volume (dial logs, flows, users ...). */
  weight: number;
  userIds: number[];
  roleIds: Map<string, number>;
  flows: Ref[];
  components: Ref[];
  /** Latest version id per call script id. */
  latestVersion: Map<number, number>;
  flowFolderIds: number[];
  campaignFolderIds: number[];
  tagIds: number[];
  grammars: Ref[];
  lineTariffIds: number[];
  modules: Ref[];
  lines: (Ref & { phoneNumber: string; idCallScript: number | null })[];
  campaigns: (Ref & { idLine: number | null; idCallScript: number | null })[];
}

/** Shared state of one seeding run. */
export interface SeedContext {
  db: Db;
  rng: Rng;
  now: Date;
  scale: number;
  tenants: TenantSeed[];
  languages: Ref[];
  /** Phone numbers already handed out, to keep them unique. */
  phoneNumbers: Set<string>;
  /** The big tables loaded on the second core (sideLoad.ts). */
  aside: SideLoads;
}

type Value = string | number | boolean | null | undefined | object;

const statements = new WeakMap<Db, Map<string, Statement>>();

/**
 * Inserts one row (booleans become 0/1, objects become JSON, undefined is skipped) and returns its id.
 * Statements are cached per table and column set so bulk inserts reuse one prepared statement.
 */
export function insert(db: Db, table: string, row: Record<string, Value>): number {
  const columns = Object.keys(row).filter((column) => row[column] !== undefined);
  const key = `${table}(${columns.join(',')})`;
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let statement = cache.get(key);
  if (!statement) {
    statement = db.prepare(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    );
    cache.set(key, statement);
  }
  const values = columns.map((column) => toSql(row[column]));
  return Number(statement.run(...values).lastInsertRowid);
}

function toSql(value: Value): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}

/**
 * Past this scale only the volume tables (dial logs, conversations, audit entries) keep growing: SEED_SCALE 400 gives
 * a million dial logs over a browsable catalogue instead of 60,000 users and 48,000 flows (issue 10).
 */
export const CATALOGUE_SCALE_CAP = 10;

/** A catalogue count (users, flows, lines, tasks ...) multiplied by the scale knob (capped), never below `min`. */
export function scaled(ctx: SeedContext, base: number, min = 1): number {
  return Math.max(min, Math.round(base * Math.min(ctx.scale, CATALOGUE_SCALE_CAP)));
}

/** A volume count (dial logs, conversations, audit entries) multiplied by the scale knob, uncapped. */
export function volume(ctx: SeedContext, base: number): number {
  return Math.max(1, Math.round(base * ctx.scale));
}

/** Splits `total` over the tenants by weight (largest remainder), giving each at least `min`. */
export function spread(ctx: SeedContext, total: number, min = 0): number[] {
  const rest = Math.max(0, total - min * ctx.tenants.length);
  const weightSum = ctx.tenants.reduce((sum, tenant) => sum + tenant.weight, 0);
  const exact = ctx.tenants.map((tenant) => (rest * tenant.weight) / weightSum);
  const counts = exact.map(Math.floor);
  let missing = rest - counts.reduce((sum, n) => sum + n, 0);
  const byRemainder = exact
    .map((value, index) => [value - Math.floor(value), index])
    .sort((a, b) => b[0] - a[0]);
  for (const [, index] of byRemainder) {
    if (missing-- <= 0) break;
    counts[index] += 1;
  }
  return counts.map((n) => n + min);
}

/** ISO time `minMs`..`maxMs` before now (random within the range). */
export function ago(ctx: SeedContext, maxMs: number, minMs = 0): string {
  return isoTime(ctx.now.getTime() - ctx.rng.int(minMs, maxMs));
}

/** ISO time a fixed offset from now (negative = past). */
export function fromNow(ctx: SeedContext, offsetMs: number): string {
  return isoTime(ctx.now.getTime() + offsetMs);
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** `base`, or `base 2`, `base 3` ... whichever is not in `used` yet; records the result. */
export function uniqueName(base: string, used: Set<string>, separator = ' '): string {
  let name = base;
  for (let n = 2; used.has(name); n++) name = `${base}${separator}${n}`;
  used.add(name);
  return name;
}

/** A fresh E.164 number starting with `prefix`, `length` digits long in total (without '+'). */
export function phoneNumber(ctx: SeedContext, prefix: string, length = 11): string {
  for (;;) {
    const number = prefix + ctx.rng.digits(Math.max(3, length - (prefix.length - 1)));
    if (!ctx.phoneNumbers.has(number)) {
      ctx.phoneNumbers.add(number);
      return number;
    }
  }
}

/** The `index`-th name cycling through `names`, numbered from the second round on ('FAQ', ..., 'FAQ 2'). */
export function cycleName(names: readonly string[], index: number, separator = ' '): string {
  const round = Math.floor(index / names.length);
  return names[index % names.length] + (round > 0 ? `${separator}${round + 1}` : '');
}
