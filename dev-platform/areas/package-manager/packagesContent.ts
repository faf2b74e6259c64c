import { createHash } from 'node:crypto';
import { PACKAGE_FORMAT, PACKAGE_VERSION } from '../../../src/shared/packageRules';
import type {
  PackageEntry,
  PackageFile,
  PackageGrammar,
  PackageItemKind,
  PackageItems,
  PackageScript,
  PackageSelection,
} from '../../../src/shared/wire/packages';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../api/apiError';

interface ScriptRow {
  id: number;
  name: string;
  description: string;
  channels: number;
  is_component: number;
  language: string | null;
}

/** SHA-256 of the items as written in the file: any edit of the file is noticed on install. */
export const checksumOf = (items: unknown) =>
  createHash('sha256').update(JSON.stringify(items)).digest('hex');

/**
 * Resolves a selection in the caller's tenant into the package's items with every dependency (components a
 * script uses, recursively; grammars of the scripts; languages of scripts and grammars), and lists each entry with
 * what required it. Ids of other tenants do not exist (404).
 */
export function resolvePackage(db: Db, idTenant: number, selection: PackageSelection) {
  const entries = new Map<string, PackageEntry>();
  const note = (kind: PackageItemKind, name: string, by: string | null) => {
    const key = `${kind}:${name}`;
    const entry = entries.get(key) ?? { kind, name, selected: false, requiredBy: [] };
    if (by === null) entry.selected = true;
    else if (!entry.requiredBy.includes(by)) entry.requiredBy.push(by);
    entries.set(key, entry);
  };
  const script = db.prepare(
    `SELECT cs.id, cs.name, cs.description, cs.channels, cs.is_component, l.code AS language
     FROM call_script cs LEFT JOIN language l ON l.id = cs.id_language WHERE cs.id = ? AND cs.id_tenant = ?`,
  );
  const scripts = new Map<number, ScriptRow>();
  const grammarIds = new Map<number, string | null>();
  const languages = new Map<string, string | null>();
  const queue: { id: number; by: string | null; component: boolean }[] = [
    ...selection.flows.map((id) => ({ id, by: null, component: false })),
    ...selection.components.map((id) => ({ id, by: null, component: true })),
  ];
  while (queue.length > 0) {
    const { id, by, component } = queue.shift()!;
    const row = script.get(id, idTenant) as ScriptRow | undefined;
    if (!row || (by === null && row.is_component !== Number(component)))
      throw notFound(`${component ? 'Component' : 'Flow'} ${id} not found`);
    note(row.is_component ? 'component' : 'flow', row.name, by);
    if (scripts.has(id)) continue;
    scripts.set(id, row);
    if (row.language) languages.set(row.language, row.name);
    const used = db
      .prepare('SELECT id_component FROM call_script_usage WHERE id_call_script = ?')
      .pluck()
      .all(id) as number[];
    queue.push(...used.map((idComponent) => ({ id: idComponent, by: row.name, component: true })));
    for (const idGrammar of db
      .prepare('SELECT id_grammar FROM call_script_grammar WHERE id_call_script = ?')
      .pluck()
      .all(id) as number[])
      if (!grammarIds.has(idGrammar)) grammarIds.set(idGrammar, row.name);
  }
  for (const id of selection.grammars) grammarIds.set(id, null);
  const grammars: PackageGrammar[] = [];
  for (const [id, by] of grammarIds) {
    const row = db
      .prepare(
        `SELECT g.name, g.description, g.kind, g.content, l.code AS language FROM grammar g
         LEFT JOIN language l ON l.id = g.id_language WHERE g.id = ? AND g.id_tenant = ?`,
      )
      .get(id, idTenant) as PackageGrammar | undefined;
    if (!row) throw notFound(`Grammar ${id} not found`);
    note('grammar', row.name, by);
    if (by === null && grammars.some((grammar) => grammar.name === row.name)) continue;
    grammars.push(row);
    if (row.language) languages.set(row.language, languages.get(row.language) ?? row.name);
  }
  for (const code of selection.languages) languages.set(code, null);
  const languageRows = [...languages].map(([code, by]) => {
    const row = db
      .prepare('SELECT code, name, tts_voice AS ttsVoice FROM language WHERE code = ?')
      .get(code) as PackageItems['languages'][number] | undefined;
    if (!row) throw badRequest('Validation failed', { languages: `Unknown language ${code}` });
    note('language', code, by);
    return row;
  });
  const toScript = (row: ScriptRow): PackageScript => ({
    name: row.name,
    description: row.description,
    channels: row.channels,
    language: row.language,
    content: JSON.parse(
      (db
        .prepare(
          'SELECT content FROM call_script_version WHERE id_call_script = ? ORDER BY version DESC LIMIT 1',
        )
        .pluck()
        .get(row.id) as string | undefined) ?? '{}',
    ) as Record<string, unknown>,
    components: (
      db
        .prepare(
          `SELECT c.name FROM call_script_usage u JOIN call_script c ON c.id = u.id_component
           WHERE u.id_call_script = ? ORDER BY c.name`,
        )
        .pluck()
        .all(row.id) as string[]
    ).filter((name, index, all) => all.indexOf(name) === index),
    grammars: db
      .prepare(
        `SELECT g.name FROM call_script_grammar cg JOIN grammar g ON g.id = cg.id_grammar
         WHERE cg.id_call_script = ? ORDER BY g.name`,
      )
      .pluck()
      .all(row.id) as string[],
  });
  const all = [...scripts.values()];
  const items: PackageItems = {
    flows: uniqueByName(all.filter((row) => !row.is_component).map(toScript)),
    components: uniqueByName(all.filter((row) => row.is_component).map(toScript)),
    grammars,
    languages: languageRows,
  };
  const order: PackageItemKind[] = ['flow', 'component', 'grammar', 'language'];
  const list = [...entries.values()].sort(
    (a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || a.name.localeCompare(b.name),
  );
  return { items, entries: list };
}

// Two scripts of one tenant may share a name; a package names items by name, so the first one wins.
const uniqueByName = <T extends { name: string }>(items: T[]) =>
  items.filter((item, index) => items.findIndex((other) => other.name === item.name) === index);

/** The package file of resolved items. */
export function packageFile(name: string, items: PackageItems, created = new Date()): PackageFile {
  return {
    format: PACKAGE_FORMAT,
    version: PACKAGE_VERSION,
    name,
    created: created.toISOString(),
    items,
    checksum: checksumOf(items),
  };
}
