import { fieldProblem } from '../../../src/shared/validation/bodySchema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { splitCompositeId } from '../../../src/resources/schema/placeholders';
import { configurationProblems } from '../../../src/shared/botDeployRules';
import type {
  BotDeployConfiguration,
  BotDeployModule,
  BotDeployServer,
} from '../../../src/shared/wire/botDeploy';
import type { Db } from '../../db/database';
import type { ApiContext } from '../../api/apiContext';
import { badRequest, notFound } from '../../api/apiError';
import { listRoute } from '../../api/listRoutes';
import { principalOf } from '../../api/accessGuard';
import { assertPlatformWrite } from '../../api/platformData';
import { bodyOf } from '../../api/validation';
import {
  CONFIG_SELECT,
  configurationList,
  MODULE_FROM,
  MODULE_SELECT,
  moduleList,
  SERVER_SELECT,
  serverList,
  toConfiguration,
  toModule,
  toServer,
} from './botDeployQueries';

export const MODULE_VIEW = { area: 'BotDeploy', action: 'moduleview' } as const;
export const SERVER_VIEW = { area: 'BotDeploy', action: 'serverview' } as const;
export const CONFIG_VIEW = { area: 'BotDeploy', action: 'configview' } as const;
const CONFIG_EDIT = { area: 'BotDeploy', action: 'configedit' } as const;
const everywhere = { where: '1 = 1', params: [] };

const nameParam = (request: FastifyRequest) => String((request.params as { name?: string }).name ?? '');

/** The module `{name}~{server}` (the composite id of the detail route), or 404. */
export function findModule(db: Db, id: string): BotDeployModule & { rowId: number } {
  const { name, server } = splitCompositeId(id, ['name', 'server']);
  const row = db
    .prepare(`SELECT ${MODULE_SELECT} FROM ${MODULE_FROM} WHERE m.name = ? AND s.name = ?`)
    .get(name, server) as (Parameters<typeof toModule>[0] & { id: number }) | undefined;
  if (!row) throw notFound('Module not found');
  return { ...toModule(row), rowId: row.id };
}

function findServer(db: Db, name: string): BotDeployServer {
  const row = db.prepare(`SELECT ${SERVER_SELECT} FROM bot_deploy_server s WHERE s.name = ?`).get(name);
  if (!row) throw notFound('Server not found');
  return toServer(row as Parameters<typeof toServer>[0]);
}

function findConfiguration(db: Db, name: string): BotDeployConfiguration {
  const row = db.prepare(`SELECT ${CONFIG_SELECT} FROM bot_deploy_config c WHERE c.name = ?`).get(name);
  if (!row) throw notFound('Configuration not found');
  return toConfiguration(row as Parameters<typeof toConfiguration>[0]);
}

/**
 * Bot deploy (SPEC §2, §6 BotDeploy/moduleview, serverview, configview): platform-wide infrastructure, the same for
 * every tenant. Modules are keyed by name and server, servers and configurations by name. Configuration content is
 * edited as JSON (`configedit`); what servers run changes only by deploying (see `botDeployActions.ts`).
 */
export function botDeployRoutes(app: FastifyInstance, { db }: Pick<ApiContext, 'db'>) {
  listRoute(app, db, {
    url: '/api/bot-deploy/modules',
    access: MODULE_VIEW,
    source: () => ({ spec: moduleList, scope: everywhere }),
  });
  app.get('/api/bot-deploy/modules/:id', { config: { access: MODULE_VIEW } }, async (request) => {
    const { rowId: _rowId, ...module } = findModule(db, String((request.params as { id: string }).id));
    return module;
  });

  listRoute(app, db, {
    url: '/api/bot-deploy/servers',
    access: SERVER_VIEW,
    source: () => ({ spec: serverList, scope: everywhere }),
  });
  app.get('/api/bot-deploy/servers/:name', { config: { access: SERVER_VIEW } }, async (request) =>
    findServer(db, nameParam(request)),
  );

  listRoute(app, db, {
    url: '/api/bot-deploy/configurations',
    access: CONFIG_VIEW,
    source: () => ({ spec: configurationList, scope: everywhere }),
  });
  app.get('/api/bot-deploy/configurations/:name', { config: { access: CONFIG_VIEW } }, async (request) =>
    findConfiguration(db, nameParam(request)),
  );
  app.put('/api/bot-deploy/configurations/:name', { config: { access: CONFIG_EDIT } }, async (request) => {
    const current = findConfiguration(db, nameParam(request));
    const body = bodyOf(request);
    if (typeof body.content !== 'string')
      throw badRequest('Validation failed', { content: 'Field is required' });
    const descriptionProblem = fieldProblem({ kind: 'text', max: 500 }, body.description);
    if (descriptionProblem) throw badRequest('Validation failed', { description: descriptionProblem });
    const problems = configurationProblems(body.content);
    if (problems.length > 0) throw badRequest('Validation failed', { content: problems.join('; ') });
    assertPlatformWrite(db, principalOf(request)); // platform-wide configuration (docs/security.md)
    const description = typeof body.description === 'string' ? body.description.trim() : current.description;
    db.prepare('UPDATE bot_deploy_config SET content = ?, description = ?, updated = ? WHERE name = ?').run(
      JSON.stringify(JSON.parse(body.content)),
      description,
      new Date().toISOString(),
      current.name,
    );
    return findConfiguration(db, current.name);
  });
}
