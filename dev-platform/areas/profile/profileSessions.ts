import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { OWN_API_SECRET_PERMISSION } from '../../../src/shared/profileRules';
import type {
  OwnApiSecretResponse,
  OwnSessionsResponse,
  SessionsEndedResponse,
} from '../../../src/shared/wire/profile';
import { bearerToken, principalOf, requirePermission } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { GRANT_CLAIM } from '../../sso/providerConfiguration';

const isoOf = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000).toISOString());

/** The grant the caller's token was issued under (the guard verified the token already). */
function grantOf(request: FastifyRequest): string | undefined {
  const token = bearerToken(request.headers.authorization);
  const grant = token ? decodeJwt(token)[GRANT_CLAIM] : undefined;
  return typeof grant === 'string' ? grant : undefined;
}

/**
 * The signed-in user's own sessions and API secret (issue 32.3): every call reaches the caller's own, never another
 * user's, whatever their permissions.
 */
export function profileSessionRoutes(app: FastifyInstance, { db, sessionsOf, revokeUserGrants }: ApiContext) {
  const signedIn = { config: { access: { authenticated: true } } } as const;

  app.get('/api/profile/sessions', signedIn, async (request): Promise<OwnSessionsResponse> => {
    const grant = grantOf(request);
    const sessions = (sessionsOf?.(principalOf(request).idUser) ?? [])
      .map((session) => ({
        id: session.uid,
        signedIn: isoOf(session.signedIn),
        expires: isoOf(session.expires),
        current: grant !== undefined && session.grantIds.includes(grant),
      }))
      .sort(
        (a, b) => Number(b.current) - Number(a.current) || (b.signedIn ?? '').localeCompare(a.signedIn ?? ''),
      );
    return { sessions };
  });

  // Every session and grant of the caller ends, this console's too: whoever held one must sign in again.
  app.post('/api/profile/sessions/end-all', signedIn, async (request): Promise<SessionsEndedResponse> => {
    const { idUser } = principalOf(request);
    const ended = sessionsOf?.(idUser).length ?? 0;
    revokeUserGrants?.(idUser);
    return { ended };
  });

  const ownSecret = (request: FastifyRequest) => {
    const principal = principalOf(request);
    requirePermission(principal, OWN_API_SECRET_PERMISSION.area, OWN_API_SECRET_PERMISSION.action);
    return principal.idUser;
  };

  app.get('/api/profile/api-secret', signedIn, async (request): Promise<OwnApiSecretResponse> => ({
    secret: db.prepare('SELECT api_secret FROM user WHERE id = ?').pluck().get(ownSecret(request)) as
      string | null,
  }));

  app.post('/api/profile/api-secret', signedIn, async (request): Promise<OwnApiSecretResponse> => {
    const secret = randomBytes(24).toString('hex');
    db.prepare('UPDATE user SET api_secret = ? WHERE id = ?').run(secret, ownSecret(request));
    return { secret };
  });
}
