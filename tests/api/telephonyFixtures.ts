import type { RecordChange } from '../../src/shared/liveEvents';
import type { Platform } from '../../dev-platform/platform';
import type { DialModule } from '../../src/resources/dial-modules/dialModuleWire';
import type { Line } from '../../src/resources/lines/lineWire';
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

/** A new module of the operator's tenant with one new line (`name`, `name line`). */
export async function createModuleAndLine(
  world: TelephonyWorld,
  name: string,
  phoneNumber: string,
): Promise<{ module: DialModule; line: Line }> {
  const module = (
    await world.operator.call('/api/administration/modules', {
      method: 'POST',
      body: { name, providerKind: 2, endpointType: 'SIPClient', host: `sip.${name.toLowerCase()}.test` },
    })
  ).body as DialModule;
  const line = (
    await world.operator.call(`/api/administration/modules/${module.id}/lines`, {
      method: 'POST',
      body: { name: `${name} line`, phoneNumber },
    })
  ).body as Line;
  return { module, line };
}

/** `?filter=…` of a list call. */
export const filterQuery = (filter: Record<string, unknown>) =>
  `filter=${encodeURIComponent(JSON.stringify(filter))}`;
