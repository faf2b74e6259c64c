import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/database';

// Expired rows are invisible to reads at once; physically deleting them is batched to keep writes cheap.
const CLEANUP_INTERVAL_SECONDS = 60;

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** A live SSO session as {@link SqliteOidcStore.sessionsOf} reads it (times in epoch seconds). */
export interface StoredSession {
  /** The session's public id (`sid` of its ID tokens), never its cookie value. */
  uid: string;
  signedIn: number | null;
  expires: number | null;
  grantIds: string[];
}

interface Row {
  payload: string;
  consumed_at: number | null;
}

/**
 * Persists oidc-provider models (sessions, grants, codes, refresh tokens, interactions, ...) in the `oidc_store`
 * table. One store is shared by all models; `adapterFor(model)` is the factory oidc-provider calls.
 */
export class SqliteOidcStore {
  private lastCleanup = 0;

  constructor(private readonly db: Db) {}

  /** Factory passed as oidc-provider's `adapter` option. */
  readonly adapterFor = (model: string): Adapter => new SqliteAdapter(this, model);

  /** Deletes every expired row (also done lazily on writes). Returns the number of rows removed. */
  cleanup(): number {
    this.lastCleanup = nowSeconds();
    return this.db
      .prepare('DELETE FROM oidc_store WHERE expires_at IS NOT NULL AND expires_at <= ?')
      .run(nowSeconds()).changes;
  }

  /** Inserts or replaces a model instance; a consumed instance stays consumed (no replay through a re-save). */
  upsert(model: string, id: string, payload: AdapterPayload, expiresIn?: number): void {
    if (nowSeconds() - this.lastCleanup >= CLEANUP_INTERVAL_SECONDS) this.cleanup();
    const expiresAt = typeof expiresIn === 'number' ? nowSeconds() + expiresIn : null;
    this.db
      .prepare(
        `INSERT INTO oidc_store (model, id, payload, grant_id, user_code, uid, expires_at, consumed_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, NULL)
         ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id,
           user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
      )
      .run(
        model,
        id,
        JSON.stringify(payload),
        stringOrNull(payload.grantId),
        stringOrNull(payload.userCode),
        stringOrNull(payload.uid),
        expiresAt,
      );
  }

  find(model: string, column: 'id' | 'uid' | 'user_code', value: string): AdapterPayload | undefined {
    const row = this.db
      .prepare(
        `SELECT payload, consumed_at FROM oidc_store
         WHERE model = ? AND ${column} = ? AND (expires_at IS NULL OR expires_at > ?) LIMIT 1`,
      )
      .get(model, value, nowSeconds()) as Row | undefined;
    if (!row) return undefined;
    const payload = JSON.parse(row.payload) as AdapterPayload;
    // oidc-provider detects refresh-token reuse through the `consumed` property of the stored payload.
    return row.consumed_at === null ? payload : { ...payload, consumed: row.consumed_at };
  }

  consume(model: string, id: string): void {
    this.db
      .prepare('UPDATE oidc_store SET consumed_at = ? WHERE model = ? AND id = ?')
      .run(nowSeconds(), model, id);
  }

  destroy(model: string, id: string): void {
    this.db.prepare('DELETE FROM oidc_store WHERE model = ? AND id = ?').run(model, id);
  }

  /**
   * Deletes an account's grants, every token issued under them and its sessions; returns the grants ended. With
   * `keepGrant`, that grant and the session holding it stay ("sign out everywhere else").
   */
  revokeAccount(accountId: string, keepGrant?: string): number {
    return this.db.transaction(() => {
      const grants = (
        this.db
          .prepare(
            `SELECT id FROM oidc_store WHERE model = 'Grant' AND json_extract(payload, '$.accountId') = ?`,
          )
          .pluck()
          .all(accountId) as string[]
      ).filter((id) => id !== keepGrant);
      const byGrant = this.db.prepare('DELETE FROM oidc_store WHERE grant_id = ?');
      const byId = this.db.prepare("DELETE FROM oidc_store WHERE model = 'Grant' AND id = ?");
      for (const id of grants) {
        byGrant.run(id);
        byId.run(id);
      }
      const kept = new Set(
        keepGrant
          ? this.sessionsOf(accountId)
              .filter((s) => s.grantIds.includes(keepGrant))
              .map((s) => s.uid)
          : [],
      );
      const sessions = this.db
        .prepare(
          `SELECT id, uid FROM oidc_store WHERE model = 'Session' AND json_extract(payload, '$.accountId') = ?`,
        )
        .all(accountId) as { id: string; uid: string | null }[];
      const session = this.db.prepare("DELETE FROM oidc_store WHERE model = 'Session' AND id = ?");
      for (const { id, uid } of sessions) if (!uid || !kept.has(uid)) session.run(id);
      return grants.length;
    })();
  }

  /** An account's live SSO sessions (signed-in browsers): when each signed in and lasts to, and its grants. */
  sessionsOf(accountId: string): StoredSession[] {
    const rows = this.db
      .prepare(
        `SELECT payload, expires_at FROM oidc_store WHERE model = 'Session'
           AND json_extract(payload, '$.accountId') = ? AND (expires_at IS NULL OR expires_at > ?)`,
      )
      .all(accountId, nowSeconds()) as { payload: string; expires_at: number | null }[];
    return rows.map((row) => {
      const payload = JSON.parse(row.payload) as {
        uid: string;
        loginTs?: number;
        authorizations?: Record<string, { grantId?: string }>;
      };
      return {
        uid: payload.uid,
        signedIn: payload.loginTs ?? null,
        expires: row.expires_at,
        grantIds: Object.values(payload.authorizations ?? {}).flatMap(({ grantId }) => grantId ?? []),
      };
    });
  }

  revokeByGrantId(model: string, grantId: string): void {
    this.db.prepare('DELETE FROM oidc_store WHERE model = ? AND grant_id = ?').run(model, grantId);
  }
}

class SqliteAdapter implements Adapter {
  constructor(
    private readonly store: SqliteOidcStore,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    this.store.upsert(this.model, id, payload, expiresIn);
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.store.find(this.model, 'id', id);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.store.find(this.model, 'user_code', userCode);
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.store.find(this.model, 'uid', uid);
  }

  async consume(id: string): Promise<void> {
    this.store.consume(this.model, id);
  }

  async destroy(id: string): Promise<void> {
    this.store.destroy(this.model, id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    this.store.revokeByGrantId(this.model, grantId);
  }
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}
