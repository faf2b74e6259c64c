import type { FastifyInstance } from 'fastify';
import type { Language } from '../../../src/shared/wire/administration';
import type { Db } from '../../db/database';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { notFound } from '../../api/apiError';
import { runList, type ListSpec } from '../../api/listQuery';
import { listRoute } from '../../api/listRoutes';
import { assertPlatformWrite } from '../../api/platformData';
import { flowList } from '../flows/flows';
import { formErrors } from '../../api/resourceRules';
import { assertValid, bodyOf, idParam, optionalText } from '../../api/validation';

interface LanguageRow {
  id: number;
  code: string;
  name: string;
  tts_voice: string | null;
  enabled: number;
  created: string;
  flow_count: number;
  grammar_count: number;
}

const toLanguage = (row: LanguageRow): Language => ({
  id: row.id,
  code: row.code,
  name: row.name,
  ttsVoice: row.tts_voice,
  enabled: row.enabled === 1,
  created: row.created,
  flowCount: row.flow_count,
  grammarCount: row.grammar_count,
});

/**
 * The language catalogue is platform-wide; the counts are of the tenant context. The tenant id is a verified integer
 * from the principal, inlined because the list runner binds its parameters to the WHERE clause only.
 */
function languageList(idTenant: number): ListSpec<LanguageRow, Language> {
  const tenant = Math.trunc(idTenant);
  return {
    from: 'language l',
    select: `l.id, l.code, l.name, l.tts_voice, l.enabled, l.created,
      (SELECT COUNT(*) FROM call_script c WHERE c.id_language = l.id AND c.id_tenant = ${tenant} AND c.is_component = 0)
        AS flow_count,
      (SELECT COUNT(*) FROM grammar g WHERE g.id_language = l.id AND g.id_tenant = ${tenant}) AS grammar_count`,
    fields: {
      id: { sql: 'l.id', type: 'number' },
      code: { sql: 'l.code', type: 'text' },
      name: { sql: 'l.name', type: 'text' },
      ttsVoice: { sql: 'l.tts_voice', type: 'text' },
      enabled: { sql: 'l.enabled', type: 'boolean' },
      created: { sql: 'l.created', type: 'text' },
      flowCount: { sql: 'flow_count', type: 'number', filterable: false },
      grammarCount: { sql: 'grammar_count', type: 'number', filterable: false },
    },
    search: ['l.code', 'l.name', 'l.tts_voice'],
    defaultSort: { field: 'name', order: 'ASC' },
    tiebreaker: 'l.id',
    toItem: toLanguage,
  };
}

function findLanguage(db: Db, id: number, idTenant: number): Language {
  const spec = languageList(idTenant);
  const row = db.prepare(`SELECT ${spec.select} FROM ${spec.from} WHERE l.id = ?`).get(id) as
    LanguageRow | undefined;
  if (!row) throw notFound('Language not found');
  return toLanguage(row);
}

/** Languages (list, detail, update) and the tenant context's flows in a language. */
export function languageRoutes(app: FastifyInstance, { db }: ApiContext) {
  const view = { config: { access: { area: 'Language', action: 'view' } } } as const;

  // The catalogue is platform-wide; only the counts are the tenant context's.
  listRoute(app, db, {
    url: '/api/administration/languages',
    access: view.config.access,
    source: ({ idTenant }) => ({ spec: languageList(idTenant), scope: { where: '1 = 1', params: [] } }),
  });

  app.get('/api/administration/languages/:id', view, async (request) =>
    findLanguage(db, idParam(request), principalOf(request).idTenant),
  );

  app.put(
    '/api/administration/languages/:id',
    { config: { access: { area: 'Language', action: 'edit' } } },
    async (request): Promise<Language> => {
      const principal = principalOf(request);
      const { idTenant } = principal;
      const language = findLanguage(db, idParam(request), idTenant);
      const body = bodyOf(request);
      const errors = formErrors('languages', 'edit', body);
      if (body.enabled !== undefined && typeof body.enabled !== 'boolean')
        errors.enabled = 'Expected true or false';
      assertValid(errors);
      assertPlatformWrite(db, principal); // the catalogue is platform-wide
      db.prepare('UPDATE language SET name = ?, tts_voice = ?, enabled = ? WHERE id = ?').run(
        'name' in body ? String(body.name).trim() : language.name,
        'ttsVoice' in body ? optionalText(body.ttsVoice) : language.ttsVoice,
        (typeof body.enabled === 'boolean' ? body.enabled : language.enabled) ? 1 : 0,
        language.id,
      );
      return findLanguage(db, language.id, idTenant);
    },
  );

  app.get(
    '/api/administration/languages/:id/flows',
    { config: { access: { area: 'CallScript', action: 'view' } } },
    async (request) => {
      const { idTenant } = principalOf(request);
      const language = findLanguage(db, idParam(request), idTenant);
      return runList(db, flowList, request.query as Record<string, unknown>, {
        where: 'c.id_tenant = ? AND c.is_component = 0 AND c.id_language = ?',
        params: [idTenant, language.id],
      });
    },
  );
}
