import type { FastifyInstance } from 'fastify';
import {
  REVERT_TASK_MIN_NODES,
  revertedHistoryPath,
  type FlowVersion,
  type RevertResult,
} from '../../../src/shared/wire/flowVersions';
import { syncScriptRelations } from './flowRelationsSync';
import type { Db } from '../../db/database';
import type { JobRunner } from '../../jobs/jobRunner';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { assertValid, bodyOf, idParam, optionalText } from '../../api/validation';
import { findScript, scriptBase, type ScriptKind } from './flowsQuery';
import { findVersion, withoutContent } from './flowsVersions';

/** How long a background revert spends on each node (the stand-in for a real platform's slow write). */
const STEP_MS = 30;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Copies a version's content as the script's next version (numbered at the time of writing) and answers it. */
function createRevertVersion(
  db: Db,
  target: { id: number; version: number },
  idUser: number,
  comment: string,
): FlowVersion {
  const now = new Date().toISOString();
  const version = db.transaction(() => {
    const next =
      (db
        .prepare('SELECT MAX(version) FROM call_script_version WHERE id_call_script = ?')
        .pluck()
        .get(target.id) as number) + 1;
    db.prepare(
      `INSERT INTO call_script_version (id_call_script, version, id_user, created, content, comment)
       SELECT id_call_script, ?, ?, ?, content, ? FROM call_script_version
       WHERE id_call_script = ? AND version = ?`,
    ).run(next, idUser, now, comment, target.id, target.version);
    db.prepare('UPDATE call_script SET id_user_modified = ?, updated = ? WHERE id = ?').run(
      idUser,
      now,
      target.id,
    );
    syncScriptRelations(db, target.id);
    return next;
  })();
  return withoutContent(findVersion(db, target.id, version));
}

/**
 * The revert of a script to one of its versions (SPEC §4 "flows can revert to a version"): a new version with that
 * content. A version larger than `REVERT_TASK_MIN_NODES` nodes is reverted as a background task whose result opens
 * the history comparing it with the new version; a smaller one at once.
 */
export function scriptRevertRoutes(
  app: FastifyInstance,
  { db }: Pick<ApiContext, 'db'>,
  runner: JobRunner,
  kind: ScriptKind,
) {
  app.post(
    `${scriptBase(kind)}/:id/revert`,
    { config: { access: { area: kind.area, action: 'revert' } } },
    async (request, reply): Promise<RevertResult> => {
      const principal = principalOf(request);
      const script = findScript(db, kind, idParam(request), principal.idTenant);
      const body = bodyOf(request);
      if (!Number.isInteger(Number(body.version)) || body.version === null || body.version === '')
        assertValid({ version: 'Field is required' });
      const target = findVersion(db, script.id, body.version);
      if (target.version === script.version) assertValid({ version: 'This is already the latest version' });
      const comment = optionalText(body.comment) ?? `Reverted to version ${target.version}`;
      const source = { id: script.id, version: target.version };
      if (target.nodeCount <= REVERT_TASK_MIN_NODES) {
        reply.code(201);
        return { version: createRevertVersion(db, source, principal.idUser, comment) };
      }
      const task = runner.start(
        principal,
        {
          name: `Revert ${script.name} to version ${target.version}`,
          description: `${target.nodeCount} nodes`,
        },
        async (control) => {
          for (let node = 0; node < target.nodeCount; node++) {
            if (control.canceled) return { resultUrl: null };
            control.progress((node / target.nodeCount) * 100);
            await delay(STEP_MS);
          }
          const created = createRevertVersion(db, source, principal.idUser, comment);
          return {
            resultUrl: revertedHistoryPath(kind.collection, script.id, target.version, created.version),
            description: `Version ${created.version} created`,
          };
        },
      );
      reply.code(202);
      return { task };
    },
  );
}
