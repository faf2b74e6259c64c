import type { FastifyInstance, FastifyRequest } from 'fastify';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { runList, type ListSpec } from '../../api/listQuery';
import { idParam } from '../../api/validation';
import { audioList } from '../audio-assets/audioAssets';
import { currentAssets } from './flowRelationsSync';
import { COMPONENT_KIND, findScript, flowList, scriptBase, type ScriptKind } from './flowsQuery';

type Row = Record<string, unknown>;

/** The grammars a script uses, shaped like the grammar list's rows. */
const grammarSpec: ListSpec<Row, Row> = {
  from: 'grammar g LEFT JOIN language l ON l.id = g.id_language',
  select: `g.id, g.name, g.description, g.kind, g.id_language AS idLanguage, l.name AS languageName, g.created,
    g.updated, (SELECT COUNT(*) FROM call_script_grammar cg WHERE cg.id_grammar = g.id) AS flowCount`,
  fields: {
    name: { sql: 'g.name', type: 'text' },
    kind: { sql: 'g.kind', type: 'text' },
    updated: { sql: 'g.updated', type: 'text' },
  },
  search: ['g.name'],
  defaultSort: { field: 'name', order: 'ASC' },
  tiebreaker: 'g.id',
  toItem: (row) => row,
};

/** The language of a script, shaped like the language list's rows (counts within the script's tenant). */
const languageSpec: ListSpec<Row, Row> = {
  // The script is picked by the route's condition, with the languages it is in (its own and its prompts').
  from: 'language l JOIN call_script s',
  select: `l.id, l.code, l.name, l.tts_voice AS ttsVoice, l.enabled, l.created,
    (SELECT COUNT(*) FROM call_script c WHERE c.id_language = l.id AND c.id_tenant = s.id_tenant
       AND c.is_component = 0) AS flowCount,
    (SELECT COUNT(*) FROM grammar g WHERE g.id_language = l.id AND g.id_tenant = s.id_tenant) AS grammarCount`,
  fields: { code: { sql: 'l.code', type: 'text' }, name: { sql: 'l.name', type: 'text' } },
  search: ['l.name'],
  defaultSort: { field: 'code', order: 'ASC' },
  tiebreaker: 'l.id',
  toItem: (row) => ({ ...row, enabled: row.enabled === 1 }),
};

/**
 * Relations of a script (SPEC §2 relations/assets and relations/usedInFlows): the grammars, audio assets, languages,
 * components and subflows it uses (its variables come with the record), and the flows that use it as a subflow. Each
 * answers a list. They follow the graph of the current version (issue 33.6): its subflow, listen and playAudio nodes
 * and variables are synced with each new version (`syncScriptRelations`), its prompts' languages are read here.
 */
export function scriptRelationRoutes(app: FastifyInstance, { db }: ApiContext, kind: ScriptKind) {
  const base = scriptBase(kind);
  const view = { config: { access: { area: kind.area, action: 'view' } } } as const;
  const query = (request: FastifyRequest) => request.query as Record<string, unknown>;
  const script = (request: FastifyRequest) =>
    findScript(db, kind, idParam(request), principalOf(request).idTenant);

  app.get(`${base}/:id/grammars`, view, async (request) =>
    runList(db, grammarSpec, query(request), {
      where: 'g.id IN (SELECT id_grammar FROM call_script_grammar WHERE id_call_script = ?)',
      params: [script(request).id],
    }),
  );
  app.get(`${base}/:id/audio`, view, async (request) =>
    runList(db, audioList, query(request), {
      where: 'a.id IN (SELECT id_audio_asset FROM call_script_audio WHERE id_call_script = ?)',
      params: [script(request).id],
    }),
  );
  app.get(`${base}/:id/languages`, view, async (request) => {
    const { id } = script(request);
    const prompts = (currentAssets(db, id)?.languages ?? []).map((code) => code.toLowerCase());
    return runList(db, languageSpec, query(request), {
      where: 's.id = ? AND (l.id = s.id_language OR lower(l.code) IN (SELECT value FROM json_each(?)))',
      params: [id, JSON.stringify(prompts)],
    });
  });
  app.get(`${base}/:id/components`, view, async (request) =>
    runList(db, flowList, query(request), {
      where:
        'c.is_component = ? AND c.id IN (SELECT id_component FROM call_script_usage WHERE id_call_script = ?)',
      params: [COMPONENT_KIND.isComponent, script(request).id],
    }),
  );
  app.get(`${base}/:id/subflows`, view, async (request) =>
    runList(db, flowList, query(request), {
      where:
        'c.is_component = 0 AND c.id IN (SELECT id_component FROM call_script_usage WHERE id_call_script = ?)',
      params: [script(request).id],
    }),
  );
  app.get(`${base}/:id/used-in-flows`, view, async (request) =>
    runList(db, flowList, query(request), {
      where:
        'c.is_component = 0 AND c.id IN (SELECT id_call_script FROM call_script_usage WHERE id_component = ?)',
      params: [script(request).id],
    }),
  );
}
