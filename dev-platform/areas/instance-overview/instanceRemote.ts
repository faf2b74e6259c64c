import type { FastifyInstance, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { COMPARISON_KINDS, type ComparisonKind } from '../../../src/shared/wire/instances';
import { openDatabase, type Db } from '../../db/database';
import { seedInstanceRemote } from './seedInstanceRemote';
import { bearerToken } from '../../api/accessGuard';
import { badRequest, notFound, unauthorized } from '../../api/apiError';
import { readItems } from './instanceItems';
import { parseItems, writeItems } from './instanceItemWrites';

/** A remote instance's link as this instance stores it. */
export interface InstanceLink {
  name: string;
  base_path: string;
  api_key: string;
  last_sync: string | null;
}

/** The release the remote instances report (one behind this one: an older staging installation). */
export const REMOTE_VERSION = '2.0.30';

const sameKey = (given: string | undefined, expected: string) => {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The database file of a remote instance: next to this one's (in memory when this one is). */
const remoteFile = (dbFile: string, link: InstanceLink) =>
  dbFile === ':memory:'
    ? ':memory:'
    : `${dbFile.replace(/\.sqlite$/, '')}.${link.base_path.split('/').pop()}.sqlite`;

/**
 * Serves every linked remote instance from this process: its own SQLite database (created and seeded with partly
 * different grammars, languages and components when missing) under its own base path, answering only requests that
 * carry its own API key. This instance reaches it over HTTP like any other instance (no shortcut through memory).
 * Routes: `GET {base}/api/instance-info`, `GET|PUT {base}/api/instance/items/{kind}?tenant={tenant name}`.
 */
export function serveRemoteInstances(app: FastifyInstance, local: Db, dbFile: string): { close(): void } {
  const links = local.prepare('SELECT * FROM instance_link ORDER BY name').all() as InstanceLink[];
  const databases: Db[] = [];
  for (const link of links) {
    const file = remoteFile(dbFile, link);
    const fresh = file === ':memory:' || !existsSync(file);
    const db = openDatabase(file);
    if (fresh) seedInstanceRemote(db, local);
    databases.push(db);
    const guard = async (request: FastifyRequest) => {
      if (!sameKey(bearerToken(request.headers.authorization), link.api_key)) throw unauthorized();
    };
    const target = (request: FastifyRequest): { kind: ComparisonKind; idTenant: number } => {
      const kind = (request.params as { kind: string }).kind as ComparisonKind;
      if (!COMPARISON_KINDS.includes(kind)) throw notFound(`No items '${kind}'`);
      const tenant = (request.query as { tenant?: unknown }).tenant;
      if (typeof tenant !== 'string') throw badRequest('tenant is required');
      const idTenant = db.prepare('SELECT id FROM tenant WHERE name = ?').pluck().get(tenant) as
        number | undefined;
      if (idTenant === undefined) throw notFound(`Tenant '${tenant}' does not exist on ${link.name}`);
      return { kind, idTenant };
    };
    const base = `${link.base_path}/api`;
    app.get(`${base}/instance-info`, { onRequest: guard }, async () => ({
      name: link.name,
      version: REMOTE_VERSION,
    }));
    app.get(`${base}/instance/items/:kind`, { onRequest: guard }, async (request) => {
      const { kind, idTenant } = target(request);
      return { items: readItems(db, kind, idTenant) };
    });
    app.put(`${base}/instance/items/:kind`, { onRequest: guard }, async (request) => {
      const { kind, idTenant } = target(request);
      const items = parseItems(kind, (request.body as { items?: unknown } | null)?.items);
      return { written: writeItems(db, kind, idTenant, items, { instance: link.name }) };
    });
  }
  return { close: () => databases.forEach((db) => db.close()) };
}
