import type { HubTarget } from '../../src/shared/liveEvents';
import type { Db } from '../db/database';

/** What API route modules get: the database and a way to push live events to a tenant's signed-in users. */
export interface ApiContext {
  db: Db;
  publish(idTenant: number, target: HubTarget, ...args: unknown[]): void;
  /** Ends a user's grants and SSO sessions (a password set by someone else); absent in unit setups. */
  revokeUserGrants?(idUser: number): void;
}
