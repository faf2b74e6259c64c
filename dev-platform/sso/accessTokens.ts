import { createLocalJWKSet, jwtVerify } from 'jose';
import type { JWK } from 'jose';
import type { Db } from '../db/database';
import type { AccessClaims } from './sso';

/** Verified claims plus the token id, which the revocation denylist is keyed by. */
export interface VerifiedAccessToken extends AccessClaims {
  jti: string;
}

// Revoked JWT access tokens live in the provider store under their own model name until they would expire anyway.
const REVOKED_MODEL = 'RevokedAccessToken';

/**
 * Local verification of the provider's JWT access tokens (signature against the provider's own public keys, `typ`,
 * `iss`, `aud`, `exp`) plus a denylist of revoked token ids, so stateless tokens can still be revoked.
 */
export class AccessTokenVerifier {
  private readonly keySet: ReturnType<typeof createLocalJWKSet>;

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
    const { payload } = await jwtVerify(token, this.keySet, {
      issuer: this.issuer,
      audience: this.audience,
      algorithms: ['RS256'],
      typ: 'at+jwt',
      requiredClaims: ['sub', 'exp', 'jti', 'client_id'],
    });
    const { sub, exp, jti, client_id: clientId, scope } = payload;
    if (
      typeof sub !== 'string' ||
      typeof jti !== 'string' ||
      typeof clientId !== 'string' ||
      typeof exp !== 'number'
    ) {
      throw new Error('access token claims are malformed');
    }
    if (this.isRevoked(jti)) throw new Error('access token has been revoked');
    return { sub, exp, jti, clientId, scope: typeof scope === 'string' ? scope : '' };
  }

  /** Adds a token id to the denylist until the token's own expiry. */
  revoke(jti: string, exp: number): void {
    this.db
      .prepare(
        `INSERT INTO oidc_store (model, id, payload, expires_at) VALUES (?, ?, '{}', ?)
         ON CONFLICT (model, id) DO NOTHING`,
      )
      .run(REVOKED_MODEL, jti, exp);
  }

  private isRevoked(jti: string): boolean {
    const row = this.db
      .prepare('SELECT 1 FROM oidc_store WHERE model = ? AND id = ? AND expires_at > ?')
      .get(REVOKED_MODEL, jti, Math.floor(Date.now() / 1000));
    return row !== undefined;
  }
}
