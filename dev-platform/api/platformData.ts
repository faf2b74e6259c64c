import type { Db } from '../db/database';
import { forbidden } from './apiError';

/**
 * Who writes platform-wide data: a caller acting in a tenant context (a console user, directly or through a job it
 * started), a linked instance (authenticated by its API key; the instance that sent it checked its own caller), or
 * the platform itself (seeding a database it creates).
 */
export type PlatformWriter = { idTenant: number } | { instance: string } | { system: string };

export const PLATFORM_DATA_REFUSED = 'Platform-wide data can only be changed in the root tenant context';

/**
 * The one gate of platform-wide data (issue 31.2: the language catalogue, bot deploy servers, configurations and
 * modules): every code path that writes it calls this first, with who is writing. A caller is let through only in
 * the root tenant's context; a tenant-level role, whatever its permissions, changes its own tenant's data only.
 */
export function assertPlatformWrite(db: Db, writer: PlatformWriter): void {
  if (!('idTenant' in writer)) return;
  const root = db
    .prepare('SELECT id_parent_tenant IS NULL FROM tenant WHERE id = ?')
    .pluck()
    .get(writer.idTenant);
  if (root !== 1) throw forbidden(PLATFORM_DATA_REFUSED);
}
