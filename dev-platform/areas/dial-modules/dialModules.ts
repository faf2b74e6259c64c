import type { FastifyInstance } from 'fastify';
import type { DialModule } from '../../../src/resources/dial-modules/dialModuleWire';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { ApiError } from '../../api/apiError';
import { listRoute } from '../../api/listRoutes';
import { numberOr, textOr } from '../../api/recordFields';
import { assertValid, bodyOf, idParam } from '../../api/validation';
import { findModule, moduleErrors, moduleList, moduleScope } from './dialModuleRecords';

/** Dial modules of the tenant context and below (SPEC §2 "Modules"): list, detail, create, update, delete. */
export function dialModuleRoutes(app: FastifyInstance, { db }: ApiContext) {
  const access = (action: string) => ({ config: { access: { area: 'Module', action } } }) as const;

  listRoute(app, db, {
    url: '/api/administration/modules',
    access: { area: 'Module', action: 'view' },
    source: ({ idTenant }) => ({ spec: moduleList, scope: moduleScope(db, idTenant) }),
  });

  app.get('/api/administration/modules/:id', access('view'), async (request) =>
    findModule(db, idParam(request), principalOf(request).idTenant),
  );

  app.post('/api/administration/modules', access('create'), async (request, reply): Promise<DialModule> => {
    const { idTenant } = principalOf(request);
    const body = bodyOf(request);
    assertValid(moduleErrors(db, body, { idTenant }));
    const now = new Date().toISOString();
    const result = db
      .prepare(
        `INSERT INTO dial_module (id_tenant, name, provider_kind, endpoint_type, host, port, max_channels, created,
           updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        idTenant,
        String(body.name).trim(),
        Number(body.providerKind),
        String(body.endpointType),
        String(body.host).trim(),
        numberOr(body.port, 5060),
        numberOr(body.maxChannels, 30),
        now,
        now,
      );
    reply.code(201);
    return findModule(db, Number(result.lastInsertRowid), idTenant);
  });

  app.put('/api/administration/modules/:id', access('edit'), async (request): Promise<DialModule> => {
    const { idTenant } = principalOf(request);
    const module = findModule(db, idParam(request), idTenant);
    const body = bodyOf(request);
    assertValid(moduleErrors(db, body, { idTenant: module.idTenant, id: module.id }));
    db.prepare(
      `UPDATE dial_module SET name = ?, provider_kind = ?, endpoint_type = ?, host = ?, port = ?, max_channels = ?,
         updated = ? WHERE id = ?`,
    ).run(
      textOr(body, 'name', module.name),
      numberOr(body.providerKind, module.providerKind),
      textOr(body, 'endpointType', module.endpointType),
      textOr(body, 'host', module.host),
      numberOr(body.port, module.port),
      numberOr(body.maxChannels, module.maxChannels),
      new Date().toISOString(),
      module.id,
    );
    return findModule(db, module.id, idTenant);
  });

  app.delete('/api/administration/modules/:id', access('delete'), async (request, reply) => {
    const module = findModule(db, idParam(request), principalOf(request).idTenant);
    if (module.lineCount > 0) throw new ApiError(409, 'The module still has lines');
    db.prepare('DELETE FROM dial_module WHERE id = ?').run(module.id);
    return reply.code(204).send();
  });
}
