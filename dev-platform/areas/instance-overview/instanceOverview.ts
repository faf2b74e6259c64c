import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  COMPARISON_KINDS,
  type ComparisonKind,
  type Instance,
  type SyncDirection,
} from '../../../src/shared/wire/instances';
import { INSTANCE_SYNC_BODY } from '../../../src/shared/instanceBodies';
import { bodySchemaErrors } from '../../../src/shared/validation/bodySchema';

import type { JobRunner } from '../../jobs/jobRunner';
import { instanceSyncJob } from './instanceSyncJob';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { badRequest, notFound } from '../../api/apiError';
import { assertPlatformWrite } from '../../api/platformData';
import { remoteInfo, remoteItems } from './instanceClient';
import { compareItems, readItems } from './instanceItems';
import type { InstanceLink } from './instanceRemote';
import { assertValid, bodyOf } from '../../api/validation';

const view = { config: { access: { area: 'InstanceOverview', action: 'view' } } } as const;
const sync = { config: { access: { area: 'InstanceOverview', action: 'sync' } } } as const;
const RESULTS = [1, 2, 3, 4];
/** This instance's release (SPEC §9). */
const RELEASE = '2.0.31';

/**
 * Instance overview (SPEC §2, §7 "infrastructure comparisons", "slave sync"): this instance and its remote ones,
 * comparisons of grammars, languages and components of the tenant context with a remote instance (fetched over HTTP
 * with that instance's own key), and selective promotion as a background task (`InstanceOverview/sync`).
 */
export function instanceRoutes(
  app: FastifyInstance,
  { db }: Pick<ApiContext, 'db'>,
  jobs: JobRunner,
  url: string,
) {
  const links = () => db.prepare('SELECT * FROM instance_link ORDER BY name').all() as InstanceLink[];
  const remoteOf = (link: InstanceLink) => ({
    name: link.name,
    appUrl: `${url}${link.base_path}`,
    apiKey: link.api_key,
  });
  const local: Instance = {
    id: url,
    appUrl: url,
    name: 'Switchboard',
    version: RELEASE,
    local: true,
    reachable: true,
    lastSync: null,
  };
  const describe = async (link: InstanceLink): Promise<Instance> => {
    const remote = remoteOf(link);
    const info = await remoteInfo(remote).catch(() => null);
    const instance = { id: remote.appUrl, appUrl: remote.appUrl, name: link.name, local: false };
    return {
      ...instance,
      version: info?.version ?? null,
      reachable: info !== null,
      lastSync: link.last_sync,
    };
  };
  const linkOf = (request: FastifyRequest) => {
    const appUrl = (request.params as { appUrl: string }).appUrl;
    const link = links().find((candidate) => remoteOf(candidate).appUrl === appUrl);
    if (!link)
      throw notFound(appUrl === url ? 'This instance is not compared with itself' : `No instance ${appUrl}`);
    return link;
  };
  const kindOf = (value: unknown): ComparisonKind => {
    if (!COMPARISON_KINDS.includes(value as ComparisonKind))
      throw notFound(`No comparison '${String(value)}'`);
    return value as ComparisonKind;
  };
  const tenantOf = (request: FastifyRequest) => {
    const id = principalOf(request).idTenant;
    return { id, name: db.prepare('SELECT name FROM tenant WHERE id = ?').pluck().get(id) as string };
  };

  app.get('/api/administration/instances', view, async () => {
    const items = [local, ...(await Promise.all(links().map(describe)))];
    return { items, total: items.length };
  });

  app.get('/api/administration/instances/:appUrl', view, async (request) => {
    if ((request.params as { appUrl: string }).appUrl === url) return local;
    return describe(linkOf(request));
  });

  app.get('/api/administration/instances/:appUrl/comparisons/:kind', view, async (request) => {
    const link = linkOf(request);
    const kind = kindOf((request.params as { kind: string }).kind);
    const tenant = tenantOf(request);
    const rows = compareItems(
      readItems(db, kind, tenant.id),
      await remoteItems(remoteOf(link), kind, tenant.name),
    );
    const result = Number((request.query as { result?: string }).result);
    const items = RESULTS.includes(result) ? rows.filter((row) => row.result === result) : rows;
    return { items, total: items.length };
  });

  app.post('/api/administration/instances/:appUrl/sync', sync, async (request, reply) => {
    const link = linkOf(request);
    const body = bodyOf(request);
    assertValid(bodySchemaErrors(INSTANCE_SYNC_BODY, body));
    const kind = body.kind as ComparisonKind;
    const direction = body.direction as SyncDirection;
    const keys = body.keys as string[];
    const tenant = tenantOf(request);
    // Languages are a platform-wide catalogue, here and on the remote: only the root tenant's context syncs them, in
    // either direction (the job checks again before it writes).
    if (kind === 'languages') assertPlatformWrite(db, principalOf(request));
    const remote = remoteOf(link);
    // Only items the source side has can be created or overwritten on the other side.
    const source =
      direction === 'toRemote'
        ? readItems(db, kind, tenant.id)
        : await remoteItems(remote, kind, tenant.name);
    const known = new Set(source.map((item) => item.key));
    const missing = keys.filter((key) => !known.has(key));
    if (missing.length > 0)
      throw badRequest(`Not on the source instance: ${missing.join(', ')}`, { keys: 'Unknown items' });
    const principal = principalOf(request);
    const task = jobs.start(
      { idTenant: principal.idTenant, idUser: principal.idUser },
      {
        name: `Instance sync: ${kind}`,
        description: `${keys.length} ${kind} ${direction === 'toRemote' ? 'to' : 'from'} ${link.name}`,
      },
      instanceSyncJob({
        db,
        remote,
        tenant,
        writer: { idTenant: principal.idTenant },
        request: { kind, direction, keys },
      }),
    );
    return reply.code(202).send(task);
  });
}
