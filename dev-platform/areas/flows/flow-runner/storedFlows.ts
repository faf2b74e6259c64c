import type { Flow, FlowProblem } from '../../../../src/shared/flow/flowModel';
import type { GrammarRecordContent } from '../../../../src/shared/flow/grammarRecords';
import { readFlow } from '../../../../src/shared/flow/upgradeFlow';
import type { Db } from '../../../db/database';
import type { FlowRunOptions, PlayedAudio } from './flowRun';

const NEWEST = `SELECT v.content FROM call_script_version v JOIN call_script s ON s.id = v.id_call_script
  WHERE s.id_tenant = ? AND %WHERE% ORDER BY v.version DESC LIMIT 1`;

const read = (row: { content: string } | undefined): ReturnType<typeof readFlow> => {
  if (!row) return { problems: [{ message: 'The flow has no version' }] };
  try {
    return readFlow(JSON.parse(row.content));
  } catch {
    return { problems: [{ message: 'The flow version is not JSON' }] };
  }
};

/**
 * What a call on a tenant's flow runs: the flow's newest version read as the model (seeded schema 2 contents
 * upgraded), and its components by name, each read once when first entered. Other tenants' scripts are never found.
 */
export function storedFlow(
  db: Db,
  idTenant: number,
  idCallScript: number,
): { flow?: Flow; problems: FlowProblem[]; component: (name: string) => Flow | undefined } {
  const byId = db.prepare(NEWEST.replace('%WHERE%', 's.id = ?'));
  const byName = db.prepare(NEWEST.replace('%WHERE%', 's.is_component = 1 AND s.name = ?'));
  const components = new Map<string, Flow | undefined>();
  const component = (name: string) => {
    if (!components.has(name))
      components.set(name, read(byName.get(idTenant, name) as { content: string } | undefined).flow);
    return components.get(name);
  };
  return { ...read(byId.get(idTenant, idCallScript) as { content: string } | undefined), component };
}

/** A tenant's grammar records and audio assets by name, as a run looks them up (other tenants' are never found). */
export function tenantRecords(db: Db, idTenant: number): Required<Pick<FlowRunOptions, 'grammar' | 'audio'>> {
  const grammar = db.prepare('SELECT kind, content FROM grammar WHERE id_tenant = ? AND name = ?');
  const audio = db.prepare(
    `SELECT id AS idAudioAsset, mime_type AS mimeType, size_bytes AS bytes, duration_ms AS durationMs
     FROM audio_asset WHERE id_tenant = ? AND name = ?`,
  );
  return {
    grammar: (name) => grammar.get(idTenant, name) as GrammarRecordContent | undefined,
    audio: (name) => audio.get(idTenant, name) as PlayedAudio | undefined,
  };
}
