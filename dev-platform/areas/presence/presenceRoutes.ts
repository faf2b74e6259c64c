import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PRESENCE_PATH,
  PRESENCE_TTL_SECONDS,
  type EditingPresence,
  type PresenceEditor,
} from '../../../src/shared/wire/presence';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { badRequest, notFound } from '../../api/apiError';
import { readAsCaller } from '../../api/readAsCaller';
import { bodyOf } from '../../api/validation';

const signedIn = { config: { access: { authenticated: true } } } as const;
const PATH = /^(\/[a-z0-9-]+){1,4}$/;
const ID = /^[A-Za-z0-9~._-]{1,100}$/;

/** The record named by a body or query: a list's API path and an id, both plain (no placeholders, no query). */
function recordOf(value: Record<string, unknown>): { path: string; id: string } {
  const { path, id } = value;
  if (typeof path !== 'string' || !PATH.test(path))
    throw badRequest('Invalid path', { path: 'Value not match' });
  if (typeof id !== 'string' || !ID.test(id)) throw badRequest('Invalid id', { id: 'Value not match' });
  return { path, id };
}

/**
 * Presence on records (issue 36.4): who has one open in an edit form. Only a user who may read the record (its own
 * GET, asked as the caller: permission and tenant scope) may say so or ask; anyone else gets 404. Kept in memory;
 * an editor not renewed within {@link PRESENCE_TTL_SECONDS} is dropped.
 */
export function presenceRoutes(app: FastifyInstance, { db, publish }: ApiContext) {
  const editing = new Map<string, Map<number, PresenceEditor & { until: number }>>();
  // Record ids are the platform's own: one record, one entry, whichever tenant context its editors act in.
  const keyOf = (path: string, id: string) => `${path}|${id}`;
  const nameOf = db.prepare(
    "SELECT TRIM(COALESCE(firstname, '') || ' ' || COALESCE(lastname, '')) AS name, username FROM user WHERE id = ?",
  );

  const readable = async (request: FastifyRequest, path: string, id: string) => {
    const answer = await readAsCaller(app, request, `/api${path}/${encodeURIComponent(id)}`);
    if (answer.statusCode !== 200) throw notFound('Record not found');
    // The record's own tenant when it names one: its consoles and those of the tenants above it are told.
    const record = answer.json() as { idTenant?: unknown };
    return Number.isInteger(record.idTenant) ? (record.idTenant as number) : principalOf(request).idTenant;
  };
  const editorsOf = (key: string, now = Date.now()): PresenceEditor[] => {
    const users = editing.get(key);
    if (!users) return [];
    for (const [idUser, editor] of users) if (editor.until < now) users.delete(idUser);
    if (users.size === 0) editing.delete(key);
    return [...users.values()].map(({ idUser, name }) => ({ idUser, name }));
  };

  app.get(`/api${PRESENCE_PATH}`, signedIn, async (request): Promise<EditingPresence> => {
    const { path, id } = recordOf(request.query as Record<string, unknown>);
    await readable(request, path, id);
    return { path, id, editors: editorsOf(keyOf(path, id)) };
  });

  app.post(`/api${PRESENCE_PATH}`, signedIn, async (request): Promise<EditingPresence> => {
    const body = bodyOf(request);
    const { path, id } = recordOf(body);
    if (typeof body.editing !== 'boolean') throw badRequest('Invalid body', { editing: 'Value not match' });
    const idTenant = await readable(request, path, id);
    const { idUser, username } = principalOf(request);
    const key = keyOf(path, id);
    const before = editorsOf(key).map((editor) => editor.idUser);
    if (body.editing) {
      const row = nameOf.get(idUser) as { name: string; username: string } | undefined;
      const users = editing.get(key) ?? new Map();
      users.set(idUser, {
        idUser,
        name: row?.name || username,
        until: Date.now() + PRESENCE_TTL_SECONDS * 1000,
      });
      editing.set(key, users);
    } else editing.get(key)?.delete(idUser);
    const editors = editorsOf(key);
    const changed = editors.map((editor) => editor.idUser).join() !== before.join();
    if (changed) publish(idTenant, 'EditingChanged', { path, id, editors } satisfies EditingPresence);
    return { path, id, editors };
  });
}
