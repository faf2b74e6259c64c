import type { Db } from '../db/database';

/** A list's FROM clause reduced to its first table, when that alone selects the same rows. */
export interface ListBase {
  table: string;
  alias: string;
  /** Columns that are never NULL (NOT NULL or the primary key): row values over them can seek. */
  notNull: Set<string>;
}

interface ColumnInfo {
  name: string;
  notnull: number;
  pk: number;
}

interface ForeignKey {
  table: string;
  from: string;
  to: string | null;
}

const JOIN =
  /^\s+(LEFT\s+(?:OUTER\s+)?)?JOIN\s+([A-Za-z_]\w*)\s+(?:AS\s+)?([A-Za-z_]\w*)\s+ON\s+([A-Za-z_]\w*)\.([A-Za-z_]\w*)\s*=\s*([A-Za-z_]\w*)\.([A-Za-z_]\w*)(?=\s+(?:LEFT\s+|INNER\s+)?JOIN\b|\s*$)/i;
const FIRST = /^\s*([A-Za-z_]\w*)\s+(?:AS\s+)?([A-Za-z_]\w*)/i;

const cache = new WeakMap<Db, Map<string, ListBase | null>>();

/**
 * The base table of a list's FROM clause when every join neither drops nor repeats a row of it: each join matches
 * the joined table's primary key, and an inner join follows a NOT NULL foreign key of the base table (foreign keys
 * are enforced). Filtering, counting and paging may then run on the base table alone (through its covering indexes)
 * and the joins fetch the names for one page only. Null when the clause is anything else.
 */
export function listBase(db: Db, from: string): ListBase | null {
  let known = cache.get(db);
  if (!known) cache.set(db, (known = new Map()));
  if (known.has(from)) return known.get(from) ?? null;
  const base = analyse(db, from.replace(/\s+/g, ' '));
  known.set(from, base);
  return base;
}

function analyse(db: Db, from: string): ListBase | null {
  const first = FIRST.exec(from);
  if (!first || /^(LEFT|JOIN|INNER|WHERE|ON)$/i.test(first[2])) return null;
  const [, table, alias] = first;
  const definition = db
    .prepare(`SELECT sql FROM main.sqlite_master WHERE type = 'table' AND name = ?`)
    .pluck()
    .get(table) as string | undefined;
  if (!definition || /WITHOUT\s+ROWID/i.test(definition)) return null;
  const columns = db.pragma(`table_info("${table}")`) as ColumnInfo[];
  const keys = db.pragma(`foreign_key_list("${table}")`) as ForeignKey[];
  let rest = from.slice(first[0].length);
  while (rest.trim() !== '') {
    const join = JOIN.exec(rest);
    if (!join) return null;
    const [, left, joined, joinedAlias, a1, c1, a2, c2] = join;
    const [own, other] = a1 === joinedAlias ? [c1, [a2, c2]] : a2 === joinedAlias ? [c2, [a1, c1]] : [];
    if (!own || !other || own !== primaryKey(db, joined)) return null;
    if (!left) {
      const column = columns.find((c) => c.name === other[1]);
      const followsKey = keys.some((k) => k.table === joined && k.from === other[1]);
      if (other[0] !== alias || !column?.notnull || !followsKey) return null;
    }
    rest = rest.slice(join[0].length);
  }
  return {
    table,
    alias,
    notNull: new Set(columns.filter((c) => c.notnull || c.pk).map((c) => c.name)),
  };
}

/** The single-column primary key of a table (`id` for INTEGER PRIMARY KEY), if it has one. */
function primaryKey(db: Db, table: string): string | undefined {
  const pk = (db.pragma(`table_info("${table}")`) as ColumnInfo[]).filter((c) => c.pk > 0);
  return pk.length === 1 ? pk[0].name : undefined;
}

/** Whether an SQL text names no table alias but `alias` (so it can run against the base table alone). */
export function onlyReferences(sql: string, alias: string): boolean {
  return [...sql.matchAll(/\b([A-Za-z_]\w*)\s*\.\s*[A-Za-z_"]/g)].every((match) => match[1] === alias);
}
