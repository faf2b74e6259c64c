import type { FastifyInstance } from 'fastify';
import type { Profile } from '../../../src/shared/wire/profile';
import { PROFILE_BODY, PROFILE_RULES } from '../../../src/shared/profileRules';
import { bodySchemaErrors } from '../../../src/shared/validation/bodySchema';
import { isTimeZone } from '../../../src/shared/timeZone';
import { validateValues } from '../../../src/shared/validation/validators';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { assertValid, bodyOf, optionalText } from '../../api/validation';
import type { Db } from '../../db/database';

/** The columns named as the wire's fields; the two-factor ones as SQLite answers them. */
type ProfileRow = Omit<Profile, 'twoFactorEnabled' | 'twoFactorRequired'> & {
  twoFactorEnabled: number;
  twoFactorRequired: number;
};

/** The signed-in user's own record as `/profile` shows it. */
export function profileOf(db: Db, idUser: number): Profile {
  const row = db
    .prepare(
      `SELECT u.id, u.username, u.firstname, u.lastname, u.email, u.timezone,
         u.totp_secret IS NOT NULL AS twoFactorEnabled, t.two_factor_required AS twoFactorRequired,
         (SELECT COUNT(*) FROM user_recovery_code c WHERE c.id_user = u.id AND c.used IS NULL) AS recoveryCodesLeft
       FROM user u JOIN tenant t ON t.id = u.id_tenant WHERE u.id = ?`,
    )
    .get(idUser) as ProfileRow;
  return {
    ...row,
    twoFactorEnabled: row.twoFactorEnabled === 1,
    twoFactorRequired: row.twoFactorRequired === 1,
  };
}

/** `GET|PUT /api/profile`: any signed-in user reads and edits their own details, nobody else's. */
export function profileRoutes(app: FastifyInstance, { db }: ApiContext) {
  const signedIn = { config: { access: { authenticated: true } } } as const;

  app.get('/api/profile', signedIn, async (request) => profileOf(db, principalOf(request).idUser));

  app.put('/api/profile', signedIn, async (request): Promise<Profile> => {
    const idUser = principalOf(request).idUser;
    const body = bodyOf(request);
    const errors = {
      ...validateValues(PROFILE_RULES, body, { partial: true }),
      ...bodySchemaErrors(PROFILE_BODY, body),
    };
    assertValid(errors);
    const timezone = optionalText(body.timezone);
    if (timezone && !isTimeZone(timezone)) errors.timezone = `Unknown time zone "${timezone}"`;
    assertValid(errors);
    const current = profileOf(db, idUser);
    const text = (key: 'firstname' | 'lastname' | 'email') =>
      key in body ? String(body[key]).trim() : current[key];
    db.prepare('UPDATE user SET firstname = ?, lastname = ?, email = ?, timezone = ? WHERE id = ?').run(
      text('firstname'),
      text('lastname'),
      text('email'),
      'timezone' in body ? timezone : current.timezone,
      idUser,
    );
    return profileOf(db, idUser);
  });
}
