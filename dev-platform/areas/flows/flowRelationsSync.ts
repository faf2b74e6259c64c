import { flowAssets, type FlowAssets } from '../../../src/shared/flow/flowAssets';
import { readFlow } from '../../../src/shared/flow/upgradeFlow';
import type { Db } from '../../db/database';

/** The assets of a script's current (newest) version; undefined when it is not a flow the model reads. */
export function currentAssets(db: Db, idCallScript: number): FlowAssets | undefined {
  const content = db
    .prepare('SELECT content FROM call_script_version WHERE id_call_script = ? ORDER BY version DESC LIMIT 1')
    .pluck()
    .get(idCallScript) as string | undefined;
  if (content === undefined) return undefined;
  try {
    const { flow } = readFlow(JSON.parse(content));
    return flow && flowAssets(flow);
  } catch {
    return undefined;
  }
}

/** A link table of a script to its tenant's records named by its nodes (grammars, audio assets). */
const NAMED_LINKS = [
  { names: 'grammars', table: 'call_script_grammar', column: 'id_grammar', records: 'grammar' },
  { names: 'audio', table: 'call_script_audio', column: 'id_audio_asset', records: 'audio_asset' },
] as const;

/**
 * Relations follow the graph (issue 33.6): after a new version, the scripts it runs as subflows (its tenant's
 * components and flows by name: relations/assets and, the other way, relations/usedInFlows), the grammar records
 * and audio assets its nodes name, and the variables it uses are those of its nodes. A version the model cannot
 * read leaves the relations as they were.
 */
export function syncScriptRelations(db: Db, idCallScript: number): void {
  const assets = currentAssets(db, idCallScript);
  if (!assets) return;
  const names = JSON.stringify(assets.components);
  db.transaction(() => {
    db.prepare('DELETE FROM call_script_usage WHERE id_call_script = ?').run(idCallScript);
    db.prepare(
      `INSERT OR IGNORE INTO call_script_usage (id_call_script, id_component)
       SELECT s.id_call_script, c.id FROM (SELECT ? AS id_call_script) s
       JOIN call_script own ON own.id = s.id_call_script
       JOIN call_script c ON c.id_tenant = own.id_tenant AND c.id <> own.id
       WHERE c.name IN (SELECT value FROM json_each(?))`,
    ).run(idCallScript, names);
    for (const link of NAMED_LINKS) {
      db.prepare(`DELETE FROM ${link.table} WHERE id_call_script = ?`).run(idCallScript);
      db.prepare(
        `INSERT OR IGNORE INTO ${link.table} (id_call_script, ${link.column})
         SELECT own.id, r.id FROM call_script own JOIN ${link.records} r ON r.id_tenant = own.id_tenant
         WHERE own.id = ? AND r.name IN (SELECT value FROM json_each(?))`,
      ).run(idCallScript, JSON.stringify(assets[link.names]));
    }
    db.prepare('DELETE FROM call_script_variable WHERE id_call_script = ?').run(idCallScript);
    const variable = db.prepare('INSERT INTO call_script_variable (id_call_script, name) VALUES (?, ?)');
    for (const name of assets.variables) variable.run(idCallScript, name);
  })();
}
