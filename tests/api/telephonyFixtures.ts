import type { RecordChange } from '../../dev-platform/api/liveEvents';
import type { Platform } from '../../dev-platform/platform';
import { createLiveConnection, type LiveConnection } from '../../src/providers/liveConnection';
import { startTestPlatform } from '../support/testPlatform';
import { sessionFor, tenantIdOf, type Session } from './session';

/** One platform with the sign-ins the telephony API tests use: operator and viewer (Acme Telecom), admin. */
export interface TelephonyWorld {
  platform: Platform;
  operator: Session;
  viewer: Session;
  acme: number;
  globex: number;
  /** The first value of a query (`pluck`). */
  value<T = number>(sql: string, ...params: unknown[]): T;
  /** Starts a hub connection of `session` and collects its RecordChanged events. */
  listen(session: Session): Promise<RecordChange[]>;
  close(): Promise<void>;
}

export async function startTelephonyWorld(): Promise<TelephonyWorld> {
  const platform = await startTestPlatform();
  const connections: LiveConnection[] = [];
  return {
    platform,
    operator: await sessionFor(platform, 'operator'),
    viewer: await sessionFor(platform, 'viewer'),
    acme: tenantIdOf(platform, 'Acme Telecom'),
    globex: tenantIdOf(platform, 'Globex Banking'),
    value: <T>(sql: string, ...params: unknown[]) =>
      platform.db
        .prepare(sql)
        .pluck()
        .get(...params) as T,
    async listen(session) {
      const connection = createLiveConnection({
        url: `${platform.url}/hubs/console`,
        accessToken: async () => session.token,
        tenantContextId: () => null,
      });
      connections.push(connection);
      const received: RecordChange[] = [];
      connection.on('RecordChanged', (payload) => received.push(payload as RecordChange));
      await connection.start();
      return received;
    },
    async close() {
      await Promise.all(connections.map((connection) => connection.stop()));
      await platform.close();
    },
  };
}

/** `?filter=…` of a list call. */
export const filterQuery = (filter: Record<string, unknown>) =>
  `filter=${encodeURIComponent(JSON.stringify(filter))}`;
