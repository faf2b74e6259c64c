import type { ComparisonKind, InstanceItem } from '../../../src/shared/wire/instances';
import type { Db } from '../../db/database';
import { badRequest } from '../../api/apiError';
import { assertPlatformWrite, type PlatformWriter } from '../../api/platformData';

/** Why an incoming item is refused (a remote instance's body is checked as strictly as a console's). */
const text = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max;

/** Checks a list of items of `kind` as sent by another instance; 400 on anything malformed. */
export function parseItems(kind: ComparisonKind, value: unknown): InstanceItem[] {
  if (!Array.isArray(value) || value.length > 500) throw badRequest('items must be a list of at most 500');
  return value.map((raw, index) => {
    const item = raw as Partial<InstanceItem> | null;
    const content = item?.content as Record<string, unknown> | undefined;
    const valid =
      item &&
      text(item.key, 200) &&
      item.key.trim() !== '' &&
      content &&
      typeof content === 'object' &&
      !Array.isArray(content) &&
      (kind === 'languages'
        ? text(content.name, 200) && typeof content.enabled === 'boolean'
        : kind === 'grammars'
          ? text(content.description, 2000) &&
            ['keywords', 'regex', 'srgs'].includes(String(content.kind)) &&
            text(content.content, 100_000)
          : text(content.description, 2000) && Number.isInteger(content.channels));
    if (!valid) throw badRequest(`items[${index}] is not a valid ${kind} item`);
    return { key: item.key!, name: item.key!, content: content! };
  });
}

/**
 * Creates or overwrites items of `kind` in a tenant (languages: platform-wide, through the platform-data gate for
 * `writer`); returns how many were written.
 */
export function writeItems(
  db: Db,
  kind: ComparisonKind,
  idTenant: number,
  items: InstanceItem[],
  writer: PlatformWriter,
): number {
  if (kind === 'languages' && items.length > 0) assertPlatformWrite(db, writer);
  const now = new Date().toISOString();
  const languageId = (code: unknown) =>
    code
      ? ((db.prepare('SELECT id FROM language WHERE code = ?').pluck().get(code) as number | undefined) ??
        null)
      : null;
  db.transaction(() => {
    for (const { key, content: c } of items) {
      if (kind === 'languages') {
        db.prepare(
          `INSERT INTO language (code, name, tts_voice, enabled, created) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT(code) DO UPDATE SET name = excluded.name, tts_voice = excluded.tts_voice,
             enabled = excluded.enabled`,
        ).run(key, c.name, typeof c.ttsVoice === 'string' ? c.ttsVoice : null, c.enabled ? 1 : 0, now);
      } else if (kind === 'grammars') {
        db.prepare(
          `INSERT INTO grammar (id_tenant, id_language, name, description, kind, content, created, updated)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT(id_tenant, name) DO UPDATE SET id_language = excluded.id_language,
             description = excluded.description, kind = excluded.kind, content = excluded.content,
             updated = excluded.updated`,
        ).run(idTenant, languageId(c.language), key, c.description, c.kind, c.content, now, now);
      } else writeComponent(db, idTenant, key, c, now);
    }
  })();
  return items.length;
}

function writeComponent(db: Db, idTenant: number, name: string, c: Record<string, unknown>, now: string) {
  let id = db
    .prepare('SELECT MIN(id) FROM call_script WHERE id_tenant = ? AND is_component = 1 AND name = ?')
    .pluck()
    .get(idTenant, name) as number | null;
  if (id === null) {
    id = Number(
      db
        .prepare(
          `INSERT INTO call_script (id_tenant, name, description, is_component, channels, created, updated)
           VALUES (?, ?, ?, 1, ?, ?, ?)`,
        )
        .run(idTenant, name, c.description, c.channels, now, now).lastInsertRowid,
    );
  } else
    db.prepare('UPDATE call_script SET description = ?, channels = ?, updated = ? WHERE id = ?').run(
      c.description,
      c.channels,
      now,
      id,
    );
  // A synced component gets a new version, so its history shows where the promoted content came from.
  const version =
    ((db.prepare('SELECT MAX(version) FROM call_script_version WHERE id_call_script = ?').pluck().get(id) as
      number | null) ?? 0) + 1;
  db.prepare(
    `INSERT INTO call_script_version (id_call_script, version, created, content, comment)
     VALUES (?, ?, ?, ?, 'Synchronised from another instance')`,
  ).run(id, version, now, JSON.stringify(c.content ?? {}));
}
