import type { FastifyInstance } from 'fastify';
import type { FlowDetail } from '../../../src/shared/wire/flows';
import type { Db } from '../../db/database';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { actionErrors, formErrors } from '../../api/resourceRules';
import { assertValid, bodyOf, idParam, optionalText } from '../../api/validation';
import { findScript, scriptBase, type ScriptKind } from './flowsQuery';

const RESOURCE = { flows: 'flows', components: 'components' } as const;
export const NAME_TAKEN = 'A call script with this name already exists';

export const nameTaken = (db: Db, idTenant: number, name: string, except = 0) =>
  !!db
    .prepare('SELECT 1 FROM call_script WHERE id_tenant = ? AND name = ? AND id <> ?')
    .get(idTenant, name, except);

/** The name a copy suggests: "Copy of {name}", then "Copy of {name} (2)", (3)… while the name is taken. */
export function freeCopyName(db: Db, idTenant: number, name: string): string {
  const base = `Copy of ${name}`;
  let candidate = base;
  for (let n = 2; nameTaken(db, idTenant, candidate); n++) candidate = `${base} (${n})`;
  return candidate;
}

/** Copies a script's links (tags, grammars, audio assets, components, variables) to another script. */
function copyLinks(db: Db, from: number, to: number) {
  for (const [table, column] of [
    ['call_script_tag', 'id_tag'],
    ['call_script_grammar', 'id_grammar'],
    ['call_script_audio', 'id_audio_asset'],
    ['call_script_usage', 'id_component'],
    ['call_script_variable', 'name'],
  ] as const)
    db.prepare(
      `INSERT INTO ${table} (id_call_script, ${column}) SELECT ?, ${column} FROM ${table} WHERE id_call_script = ?`,
    ).run(to, from);
}

/** Edit of name and description, and duplication (the copy starts at version 1 with the latest content). */
export function scriptWriteRoutes(app: FastifyInstance, { db }: ApiContext, kind: ScriptKind) {
  const base = scriptBase(kind);
  const resource = RESOURCE[kind.collection];

  app.put(`${base}/:id`, { config: { access: { area: kind.area, action: 'edit' } } }, async (request) => {
    const { idTenant, idUser } = principalOf(request);
    const script = findScript(db, kind, idParam(request), idTenant);
    const body = bodyOf(request);
    const errors = formErrors(resource, 'edit', body);
    const name = 'name' in body ? String(body.name).trim() : script.name;
    if (!errors.name && nameTaken(db, idTenant, name, script.id)) errors.name = NAME_TAKEN;
    assertValid(errors);
    db.prepare(
      'UPDATE call_script SET name = ?, description = ?, id_user_modified = ?, updated = ? WHERE id = ?',
    ).run(
      name,
      'description' in body ? (optionalText(body.description) ?? '') : script.description,
      idUser,
      new Date().toISOString(),
      script.id,
    );
    return findScript(db, kind, script.id, idTenant);
  });

  app.post(
    `${base}/:id/duplicate`,
    { config: { access: { area: kind.area, action: 'duplicate' } } },
    async (request, reply): Promise<FlowDetail> => {
      const { idTenant, idUser } = principalOf(request);
      const script = findScript(db, kind, idParam(request), idTenant);
      const body = bodyOf(request);
      const errors = actionErrors(resource, 'duplicate', body);
      const name = String(body.name ?? '').trim();
      if (!errors.name && nameTaken(db, idTenant, name)) errors.name = NAME_TAKEN;
      assertValid(errors);
      const now = new Date().toISOString();
      const id = db.transaction(() => {
        const inserted = db
          .prepare(
            `INSERT INTO call_script (id_tenant, id_folder, id_language, name, description, is_component, channels,
               process_kind, component_kind, id_user_created, id_user_modified, created, updated)
             SELECT id_tenant, id_folder, id_language, ?, description, is_component, channels, process_kind,
               component_kind, ?, ?, ?, ? FROM call_script WHERE id = ?`,
          )
          .run(name, idUser, idUser, now, now, script.id);
        const copy = Number(inserted.lastInsertRowid);
        db.prepare(
          `INSERT INTO call_script_version (id_call_script, version, id_user, created, content, comment)
           SELECT ?, 1, ?, ?, content, ? FROM call_script_version WHERE id_call_script = ?
           ORDER BY version DESC LIMIT 1`,
        ).run(copy, idUser, now, `Duplicated from ${script.name} version ${script.version}`, script.id);
        copyLinks(db, script.id, copy);
        return copy;
      })();
      reply.code(201);
      return findScript(db, kind, id, idTenant);
    },
  );
}
