import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { listRoute } from '../../api/listRoutes';
import { idParam } from '../../api/validation';
import { folderRoutes } from '../folders/folders';
import { FLOW_KIND, findScript, flowList, kindScope, scriptBase, type ScriptKind } from './flowsQuery';
import { scriptDesignRoutes } from './flowsDesign';
import { scriptRelationRoutes } from './flowsRelations';
import { scriptVersionRoutes } from './flowsVersions';
import { flowTagRoutes } from './flowTags';
import { freeCopyName, scriptWriteRoutes } from './flowsWrites';

export { flowList } from './flowsQuery';

/**
 * The routes flows and components share (list, detail, edit, duplicate, history, relations), for one kind of call
 * script; reads need `{area}/view`, each change its own action.
 */
export function scriptRoutes(app: FastifyInstance, context: ApiContext, kind: ScriptKind) {
  const { db } = context;
  const base = scriptBase(kind);
  listRoute(app, db, {
    url: base,
    access: { area: kind.area, action: 'view' },
    source: ({ idTenant }) => ({ spec: flowList, scope: kindScope(kind, idTenant) }),
  });
  app.get(`${base}/:id`, { config: { access: { area: kind.area, action: 'view' } } }, async (request) => {
    const { idTenant } = principalOf(request);
    const script = findScript(db, kind, idParam(request), idTenant);
    return { ...script, copyName: freeCopyName(db, idTenant, script.name) };
  });
  scriptWriteRoutes(app, context, kind);
  scriptDesignRoutes(app, context, kind);
  scriptVersionRoutes(app, context, kind);
  scriptRelationRoutes(app, context, kind);
}

/** Flows (call scripts that are not components) of the caller's tenant context, their tags and folders. */
export function flowRoutes(app: FastifyInstance, context: ApiContext) {
  scriptRoutes(app, context, FLOW_KIND);
  flowTagRoutes(app, context);
  folderRoutes(app, context, {
    kind: 'flow',
    base: '/api/designer/folders',
    area: 'CallScript',
    rootName: 'Flows',
    items: { table: 'call_script', where: 'is_component = 0', bulkMove: '/api/designer/flows/bulk/move' },
  });
}
