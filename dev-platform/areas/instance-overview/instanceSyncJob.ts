import type { SyncRequest } from '../../../src/shared/wire/instances';
import type { Db } from '../../db/database';
import { remoteItems, writeRemoteItems, type RemoteInstance } from './instanceClient';
import { readItems } from './instanceItems';
import { writeItems } from './instanceItemWrites';
import { assertPlatformWrite, type PlatformWriter } from '../../api/platformData';
import type { Job } from '../../jobs/jobRunner';

/**
 * Slave sync (SPEC §7) as a background task: reads the selected items on the source side and creates or overwrites
 * them on the other side, over HTTP for the remote instance. Only the selected keys change; keys the source does not
 * have are left alone (the route refuses them up front). Stamps the link's last sync when done.
 */
export function instanceSyncJob(options: {
  db: Db;
  remote: RemoteInstance & { name: string };
  tenant: { id: number; name: string };
  /** Who asked for the sync: languages, platform-wide on either side, go through the platform-data gate. */
  writer: PlatformWriter;
  request: SyncRequest;
}): Job {
  const { db, remote, tenant, writer, request } = options;
  return async (control) => {
    const keys = new Set(request.keys);
    const source =
      request.direction === 'toRemote'
        ? readItems(db, request.kind, tenant.id)
        : await remoteItems(remote, request.kind, tenant.name);
    const selected = source.filter((item) => keys.has(item.key));
    control.progress(50);
    if (request.direction === 'toRemote') {
      if (request.kind === 'languages') assertPlatformWrite(db, writer);
      await writeRemoteItems(remote, request.kind, tenant.name, selected);
    } else writeItems(db, request.kind, tenant.id, selected, writer);
    db.prepare('UPDATE instance_link SET last_sync = ? WHERE name = ?').run(
      new Date().toISOString(),
      remote.name,
    );
    return { resultUrl: null, description: `${selected.length} ${request.kind} synchronised` };
  };
}
