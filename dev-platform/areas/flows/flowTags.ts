import type { FastifyInstance } from 'fastify';
import { principalOf, requirePermission } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { notFound } from '../../api/apiError';
import { assertValid, bodyOf, idParam } from '../../api/validation';
import { tagIdsByName } from '../tags/tags';
import { FLOW_KIND, findScript } from './flowsQuery';

/** The tags of flows: the tag options of the tenant and setting a flow's tags by name (new names may create tags). */
export function flowTagRoutes(app: FastifyInstance, { db }: ApiContext) {
  app.get(
    '/api/designer/flow-tags',
    { config: { access: { area: 'CallScript', action: 'viewtags' } } },
    async (request) => {
      const items = db
        .prepare('SELECT id, name, colour FROM tag WHERE id_tenant = ? ORDER BY name')
        .all(principalOf(request).idTenant);
      return { items, total: items.length };
    },
  );

  app.get(
    '/api/designer/flow-tags/:id',
    { config: { access: { area: 'CallScript', action: 'viewtags' } } },
    async (request) => {
      const tag = db
        .prepare('SELECT id, name, colour FROM tag WHERE id = ? AND id_tenant = ?')
        .get(idParam(request), principalOf(request).idTenant);
      if (!tag) throw notFound('Tag not found');
      return tag;
    },
  );

  app.put(
    '/api/designer/flows/:id/tags',
    { config: { access: { area: 'CallScript', action: 'edit' } } },
    async (request) => {
      const principal = principalOf(request);
      requirePermission(principal, 'CallScript', 'viewtags');
      const flow = findScript(db, FLOW_KIND, idParam(request), principal.idTenant);
      const body = bodyOf(request);
      if (!Array.isArray(body.tags)) assertValid({ tags: 'Expected a list of tag names' });
      db.transaction(() => {
        const ids = tagIdsByName(db, principal, body.tags as unknown[]);
        db.prepare('DELETE FROM call_script_tag WHERE id_call_script = ?').run(flow.id);
        const add = db.prepare('INSERT INTO call_script_tag (id_call_script, id_tag) VALUES (?, ?)');
        ids.forEach((idTag) => add.run(flow.id, idTag));
        db.prepare('UPDATE call_script SET id_user_modified = ?, updated = ? WHERE id = ?').run(
          principal.idUser,
          new Date().toISOString(),
          flow.id,
        );
      })();
      return findScript(db, FLOW_KIND, flow.id, principal.idTenant);
    },
  );
}
