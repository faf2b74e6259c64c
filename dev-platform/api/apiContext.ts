import type { HubTarget } from '../../src/shared/liveEvents';
import type { Db } from '../db/database';
import type { StoredSession } from '../sso/sqliteAdapter';

/** What API route modules get: the database and a way to push live events to a tenant's signed-in users. */
export interface ApiContext {
  db: Db;
  publish(idTenant: number, target: HubTarget, ...args: unknown[]): void;
  /**
   * Ends a user's grants and SSO sessions (a password set by someone else), but `keepGrant` and its session when
   * given; absent in unit setups.
   */
  revokeUserGrants?(idUser: number, keepGrant?: string): void;
  /** A user's live SSO sessions; absent in unit setups. */
  sessionsOf?(idUser: number): StoredSession[];
}
