import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { OWN_API_SECRET_PERMISSION } from '../../../src/shared/profileRules';
import type {
  OwnApiSecretResponse,
  OwnSessionsResponse,
  SessionsEndedResponse,
} from '../../../src/shared/wire/profile';
import { bearerToken, principalOf } from '../../api/accessGuard';
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

  // "Sign out everywhere": every other session and grant of the caller ends here; the console then signs its own
  // session out as usual (tokens revoked, SSO session ended), not by its next call failing.
  app.post('/api/profile/sessions/end-others', signedIn, async (request): Promise<SessionsEndedResponse> => {
    const { idUser } = principalOf(request);
    const grant = grantOf(request);
    const others = (sessionsOf?.(idUser) ?? []).filter(
      (session) => !grant || !session.grantIds.includes(grant),
    );
    revokeUserGrants?.(idUser, grant);
    return { ended: others.length };
  });

  // The route's own rule is the permission: the guard refuses without it, like every permission route.
  const secretAccess = { config: { access: OWN_API_SECRET_PERMISSION } } as const;

  app.get('/api/profile/api-secret', secretAccess, async (request): Promise<OwnApiSecretResponse> => ({
    secret: db
      .prepare('SELECT api_secret FROM user WHERE id = ?')
      .pluck()
      .get(principalOf(request).idUser) as string | null,
  }));

  app.post('/api/profile/api-secret', secretAccess, async (request): Promise<OwnApiSecretResponse> => {
    const secret = randomBytes(24).toString('hex');
    db.prepare('UPDATE user SET api_secret = ? WHERE id = ?').run(secret, principalOf(request).idUser);
    return { secret };
  });
}
