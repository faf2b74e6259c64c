import type { FastifyInstance } from 'fastify';
import type { FlowProblem } from '../../../src/shared/flow/flowModel';
import { parseFlow } from '../../../src/shared/flow/parseFlow';
import { FLOW_TEMPLATES, flowFromTemplate, type FlowTemplate } from '../../../src/shared/flow/flowTemplates';
import { validateFlow } from '../../../src/shared/flow/validateFlow';
import type { FlowDetail } from '../../../src/shared/wire/flows';
import type { SavedFlowVersion } from '../../../src/shared/wire/flowVersions';
import type { Db } from '../../db/database';
import { syncScriptRelations } from './flowRelationsSync';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { formErrors } from '../../api/resourceRules';
import { assertValid, bodyOf, idParam, optionalText, parseId } from '../../api/validation';
import { findScript, scriptBase, type ScriptKind } from './flowsQuery';
import { findVersion, withoutContent } from './flowsVersions';
import { nameTaken, NAME_TAKEN } from './flowsWrites';

const COMMENT_MAX = 500;

/** Problems as SPEC §8 field errors: `nodes.<id>`, `edges.<index>` or `content`, several joined on one key. */
export function problemErrors(problems: readonly FlowProblem[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const problem of problems) {
    const key =
      problem.node !== undefined
        ? `nodes.${problem.node}`
        : problem.edge !== undefined
          ? `edges.${problem.edge}`
          : 'content';
    errors[key] = errors[key] ? `${errors[key]}; ${problem.message}` : problem.message;
  }
  return errors;
}

/** Appends a version (numbered after the newest) and marks the script modified; answers the version's number. */
function insertVersion(db: Db, idScript: number, idUser: number, content: unknown, comment: string): number {
  const now = new Date().toISOString();
  return db.transaction(() => {
    const next =
      ((db
        .prepare('SELECT MAX(version) FROM call_script_version WHERE id_call_script = ?')
        .pluck()
        .get(idScript) as number | null) ?? 0) + 1;
    db.prepare(
      `INSERT INTO call_script_version (id_call_script, version, id_user, created, content, comment)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ).run(idScript, next, idUser, now, JSON.stringify(content), comment);
    db.prepare('UPDATE call_script SET id_user_modified = ?, updated = ? WHERE id = ?').run(
      idUser,
      now,
      idScript,
    );
    // Relations follow the graph of the newest version (components, subflows, variables).
    syncScriptRelations(db, idScript);
    return next;
  })();
}

const names = (db: Db, sql: string, idTenant: number) => db.prepare(sql).pluck().all(idTenant) as string[];

/** What a saved version's nodes may name: the tenant's components, grammar records and audio assets. */
const flowContext = (db: Db, idTenant: number) => ({
  components: names(db, 'SELECT name FROM call_script WHERE id_tenant = ? AND is_component = 1', idTenant),
  grammars: names(db, 'SELECT name FROM grammar WHERE id_tenant = ?', idTenant),
  audio: names(db, 'SELECT name FROM audio_asset WHERE id_tenant = ?', idTenant),
});

/**
 * The designer's writes (issue 33): a new flow or component from a template, and saving designed content as the next
 * version. Content is parsed strictly (any shape problem: 400 naming the node); the graph rules (`validateFlow`)
 * do not refuse a save, so a half-built flow can be kept, and come back as `problems` with the saved version.
 */
export function scriptDesignRoutes(app: FastifyInstance, { db }: ApiContext, kind: ScriptKind) {
  const base = scriptBase(kind);
  const edit = { config: { access: { area: kind.area, action: 'edit' } } } as const;

  app.post(`${base}/:id/versions`, edit, async (request, reply): Promise<SavedFlowVersion> => {
    const { idTenant, idUser } = principalOf(request);
    const script = findScript(db, kind, idParam(request), idTenant);
    const body = bodyOf(request);
    const comment = optionalText(body.comment);
    const errors: Record<string, string> = {};
    if (comment === null) errors.comment = 'Field is required';
    else if (comment.length > COMMENT_MAX) errors.comment = `At most ${COMMENT_MAX} characters`;
    const parsed = parseFlow(body.content);
    if (!parsed.flow) Object.assign(errors, problemErrors(parsed.problems));
    assertValid(errors);
    const version = insertVersion(db, script.id, idUser, parsed.flow, comment!);
    reply.code(201);
    return {
      ...withoutContent(findVersion(db, script.id, version)),
      problems: validateFlow(parsed.flow!, flowContext(db, idTenant)),
    };
  });

  app.post(base, edit, async (request, reply): Promise<FlowDetail> => {
    const { idTenant, idUser } = principalOf(request);
    const body = bodyOf(request);
    const errors = formErrors(kind.collection, 'create', body);
    const name = String(body.name ?? '').trim();
    if (!errors.name && nameTaken(db, idTenant, name)) errors.name = NAME_TAKEN;
    const template = body.template as FlowTemplate;
    if (!errors.template && !FLOW_TEMPLATES.includes(template)) errors.template = 'Unknown template';
    const idFolder =
      body.idFolder === undefined || body.idFolder === null || body.idFolder === 0
        ? null
        : parseId(body.idFolder);
    const folderFound =
      idFolder !== undefined &&
      (idFolder === null ||
        (kind.isComponent === 0 &&
          !!db
            .prepare("SELECT 1 FROM folder WHERE id = ? AND id_tenant = ? AND kind = 'flow'")
            .get(idFolder, idTenant)));
    if (!folderFound) errors.idFolder = 'Folder not found';
    const idLanguage =
      body.idLanguage === undefined || body.idLanguage === null ? null : parseId(body.idLanguage);
    const language =
      idLanguage === null
        ? null
        : (db.prepare('SELECT code FROM language WHERE id = ?').pluck().get(idLanguage) as
            string | undefined);
    if (language === undefined) errors.idLanguage = 'Language not found';
    assertValid(errors);
    const now = new Date().toISOString();
    const id = db.transaction(() => {
      const inserted = db
        .prepare(
          `INSERT INTO call_script (id_tenant, id_folder, id_language, name, is_component, id_user_created,
             id_user_modified, created, updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(idTenant, idFolder, idLanguage, name, kind.isComponent, idUser, idUser, now, now);
      const created = Number(inserted.lastInsertRowid);
      const content = flowFromTemplate(template, name, language ?? undefined);
      insertVersion(db, created, idUser, content, `Created from the ${template} template`);
      return created;
    })();
    reply.code(201);
    return findScript(db, kind, id, idTenant);
  });
}
