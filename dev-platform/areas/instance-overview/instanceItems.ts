import { parseUserJson } from '../../../src/shared/jsonShape';
import type { ComparisonKind, ComparisonRow, InstanceItem } from '../../../src/shared/wire/instances';
import type { Db } from '../../db/database';

/*
 * The items two instances compare and exchange, read from and written to one instance's database. The remote
 * instance's API and this instance's sync both use these, so both sides agree on what "identical" means.
 */

type Row = Record<string, unknown>;

const grammarItem = (row: Row): InstanceItem => ({
  key: String(row.name),
  name: String(row.name),
  content: {
    description: row.description,
    kind: row.kind,
    language: row.language ?? null,
    content: row.content,
  },
});

/** The items of `kind` of a tenant (languages are platform-wide), sorted by key. */
export function readItems(db: Db, kind: ComparisonKind, idTenant: number): InstanceItem[] {
  if (kind === 'languages')
    return (
      db.prepare('SELECT code, name, tts_voice, enabled FROM language ORDER BY code').all() as Row[]
    ).map((row) => ({
      key: String(row.code),
      name: String(row.name),
      content: { name: row.name, ttsVoice: row.tts_voice ?? null, enabled: row.enabled === 1 },
    }));
  if (kind === 'grammars')
    return (
      db
        .prepare(
          `SELECT g.name, g.description, g.kind, g.content, l.code AS language FROM grammar g
           LEFT JOIN language l ON l.id = g.id_language WHERE g.id_tenant = ? ORDER BY g.name`,
        )
        .all(idTenant) as Row[]
    ).map(grammarItem);
  const rows = db
    .prepare(
      `SELECT cs.name, cs.description, cs.channels,
         (SELECT v.content FROM call_script_version v WHERE v.id_call_script = cs.id
          ORDER BY v.version DESC LIMIT 1) AS content
       FROM call_script cs WHERE cs.id_tenant = ? AND cs.is_component = 1 ORDER BY cs.name, cs.id`,
    )
    .all(idTenant) as Row[];
  // Components are matched by name; should a tenant hold two of one name, the oldest one counts.
  const seen = new Set<string>();
  return rows
    .filter((row) => !seen.has(String(row.name)) && seen.add(String(row.name)))
    .map((row) => ({
      key: String(row.name),
      name: String(row.name),
      content: { description: row.description, channels: row.channels, content: parseJson(row.content) },
    }));
}

/** Content read from an instance, bounded like user JSON (the remote may be hostile); else its text. */
const parseJson = (text: unknown) => {
  const read = parseUserJson(String(text ?? '{}'));
  return 'value' in read ? read.value : text;
};

/** Stable JSON (sorted keys), so equal contents compare equal whatever their key order. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Row)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/** Compares this instance's items (master) with the remote ones (slave), by key. */
export function compareItems(local: InstanceItem[], remote: InstanceItem[]): ComparisonRow[] {
  const remoteByKey = new Map(remote.map((item) => [item.key, item]));
  const rows: ComparisonRow[] = local.map((item) => {
    const other = remoteByKey.get(item.key);
    const result = !other ? 2 : canonical(item.content) === canonical(other.content) ? 1 : 4;
    return {
      id: item.key,
      key: item.key,
      name: item.name,
      result,
      local: item.content,
      remote: other?.content ?? null,
    };
  });
  const localKeys = new Set(local.map((item) => item.key));
  for (const item of remote)
    if (!localKeys.has(item.key))
      rows.push({
        id: item.key,
        key: item.key,
        name: item.name,
        result: 3,
        local: null,
        remote: item.content,
      });
  return rows.sort((a, b) => a.key.localeCompare(b.key));
}
