import { createLocalJWKSet, jwtVerify } from 'jose';
import type { JWK } from 'jose';
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/database';
import { GRANT_CLAIM } from './providerConfiguration';
import type { AccessClaims } from './sso';

/** Verified claims plus the token id, which the revocation denylist is keyed by. */
export interface VerifiedAccessToken extends Omit<AccessClaims, 'tokenId'> {
  jti: string;
}

/** How long a grant found alive is trusted without looking again ("a few seconds at most"). */
export const GRANT_CACHE_MS = 2000;

/** Verified tokens remembered at most (each a few hundred bytes); the oldest go first. */
const MAX_VERIFIED = 10_000;

// Revoked JWT access tokens live in the provider store under their own model name until they would expire anyway.
const REVOKED_MODEL = 'RevokedAccessToken';

/**
 * Local verification of the provider's JWT access tokens (signature against the provider's own public keys, `typ`,
 * `iss`, `aud`, `exp`) plus a denylist of revoked token ids, so stateless tokens can still be revoked.
 */
export class AccessTokenVerifier {
  private readonly keySet: ReturnType<typeof createLocalJWKSet>;
  /** Grant id → until when it counts as alive without a lookup. */
  private readonly liveGrants = new Map<string, number>();
  /**
   * Token → its claims, once its signature and claims checked out: the same token text is not verified again (an
   * RSA verification per request was the top cost of a list call). Expiry, the denylist and the grant are still
   * checked on every request, so revocation counts as before.
   */
  private readonly verified = new Map<string, VerifiedAccessToken>();
  /** Told whenever a grant or a token ends (sign-out, revocation, reuse, a password reset). */
  private readonly endedListeners = new Set<() => void>();

  constructor(
    private readonly db: Db,
    publicKeys: { keys: JWK[] },
    private readonly issuer: string,
    private readonly audience: string,
  ) {
    this.keySet = createLocalJWKSet(publicKeys);
  }

  /** Throws on any problem; the error message never contains the token. */
  async verify(token: string): Promise<VerifiedAccessToken> {
    const known = this.verified.get(token);
    if (known && known.exp * 1000 > Date.now()) return this.stillValid(known);
    if (known) this.verified.delete(token);
    const claims = await this.verifySignature(token);
    if (this.verified.size >= MAX_VERIFIED) this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(token, claims);
    return this.stillValid(claims);
  }

  /** What only changes with revocation: the denylist and the grant. */
  private stillValid(claims: VerifiedAccessToken): VerifiedAccessToken {
    if (this.isRevoked(claims.jti)) throw new Error('access token has been revoked');
    if (!this.isGrantAlive(claims.grantId)) throw new Error('access token grant has ended');
    return claims;
  }

  private async verifySignature(token: string): Promise<VerifiedAccessToken> {
    const { payload } = await jwtVerify(token, this.keySet, {
      issuer: this.issuer,
      audience: this.audience,
      algorithms: ['RS256'],
      typ: 'at+jwt',
      requiredClaims: ['sub', 'exp', 'jti', 'client_id'],
    });
    const { sub, exp, jti, client_id: clientId, scope, [GRANT_CLAIM]: grantId } = payload;
    if (
      typeof sub !== 'string' ||
      typeof jti !== 'string' ||
      typeof clientId !== 'string' ||
      typeof exp !== 'number' ||
      typeof grantId !== 'string'
    ) {
      throw new Error('access token claims are malformed');
    }
    return { sub, exp, jti, grantId, clientId, scope: typeof scope === 'string' ? scope : '' };
  }

  /** Whether the grant still exists (not revoked, not expired); a positive answer is cached for a moment. */
  isGrantAlive(grantId: string): boolean {
    const now = Date.now();
    if ((this.liveGrants.get(grantId) ?? 0) > now) return true;
    const alive =
      this.db
        .prepare(
          `SELECT 1 FROM oidc_store WHERE model = 'Grant' AND id = ? AND (expires_at IS NULL OR expires_at > ?)`,
        )
        .get(grantId, Math.floor(now / 1000)) !== undefined;
    if (alive) {
      if (this.liveGrants.size > 10_000) this.liveGrants.clear();
      this.liveGrants.set(grantId, now + GRANT_CACHE_MS);
    } else this.liveGrants.delete(grantId);
    return alive;
  }

  /** When the grant ends by itself (epoch seconds), or undefined when it is gone or never expires. */
  grantExpiresAt(grantId: string): number | undefined {
    const row = this.db
      .prepare(`SELECT expires_at FROM oidc_store WHERE model = 'Grant' AND id = ?`)
      .get(grantId) as { expires_at: number | null } | undefined;
    return row?.expires_at ?? undefined;
  }

  /** Forgets cached grants (one, or all), so a revocation made in this process counts at once. */
  forgetGrants(grantId?: string): void {
    if (grantId === undefined) this.liveGrants.clear();
    else this.liveGrants.delete(grantId);
    this.endedListeners.forEach((listener) => listener());
  }

  /** Adds a token id to the denylist until the token's own expiry. */
  revoke(jti: string, exp: number): void {
    this.db
      .prepare(
        `INSERT INTO oidc_store (model, id, payload, expires_at) VALUES (?, ?, '{}', ?)
         ON CONFLICT (model, id) DO NOTHING`,
      )
      .run(REVOKED_MODEL, jti, exp);
    this.endedListeners.forEach((listener) => listener());
  }

  /** Registers a callback told whenever a grant or an access token ends. */
  onAccessEnded(listener: () => void): void {
    this.endedListeners.add(listener);
  }

  /** Whether a token id is on the denylist. */
  isRevoked(jti: string): boolean {
    this.revokedQuery ??= this.db.prepare(
      'SELECT 1 FROM oidc_store WHERE model = ? AND id = ? AND expires_at > ?',
    );
    return this.revokedQuery.get(REVOKED_MODEL, jti, Math.floor(Date.now() / 1000)) !== undefined;
  }

  private revokedQuery?: Statement;
}
