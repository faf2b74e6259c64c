import type { FastifyInstance } from 'fastify';
import type { Profile, RecoveryCodesResponse, TwoFactorEnrolment } from '../../../src/shared/wire/profile';
import {
  ENROLMENT_CODE_RULES,
  PASSWORD_CHANGE_BODY,
  PASSWORD_CHANGE_RULES,
  PROFILE_MESSAGES,
} from '../../../src/shared/profileRules';
import { bodySchemaErrors } from '../../../src/shared/validation/bodySchema';
import { validateValues } from '../../../src/shared/validation/validators';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { badRequest } from '../../api/apiError';
import { assertValid, bodyOf } from '../../api/validation';
import { changePassword } from '../users/passwordChange';
import { confirmEnrolment, hasTwoFactor, startEnrolment } from '../users/twoFactor';
import { profileOf } from './profileRoutes';

/** Text fields of a body: anything else is refused before any rule runs (never a 500 on `{ code: 1 }`). */
function textErrors(body: Record<string, unknown>, keys: string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const key of keys) if (key in body && typeof body[key] !== 'string') errors[key] = 'Expected text';
  return errors;
}

/** The signed-in user's own password and two-factor enrolment. */
export function profileSecurityRoutes(app: FastifyInstance, { db }: ApiContext) {
  const signedIn = { config: { access: { authenticated: true } } } as const;

  app.post('/api/profile/password', signedIn, async (request): Promise<Profile> => {
    const idUser = principalOf(request).idUser;
    const body = bodyOf(request);
    assertValid(bodySchemaErrors(PASSWORD_CHANGE_BODY, body));
    assertValid(validateValues(PASSWORD_CHANGE_RULES, body));
    const problem = changePassword(db, idUser, String(body.currentPassword), String(body.password));
    if (problem) throw badRequest('Validation failed', problem);
    return profileOf(db, idUser);
  });

  app.post('/api/profile/two-factor/enrolment', signedIn, async (request): Promise<TwoFactorEnrolment> => {
    const idUser = principalOf(request).idUser;
    // A second enrolment would replace a working factor without proof of it: reset first (an administrator).
    if (hasTwoFactor(db, idUser)) throw badRequest(PROFILE_MESSAGES.alreadyEnrolled);
    return startEnrolment(db, idUser);
  });

  app.post('/api/profile/two-factor', signedIn, async (request): Promise<RecoveryCodesResponse> => {
    const idUser = principalOf(request).idUser;
    const body = bodyOf(request);
    assertValid(textErrors(body, ['code']));
    assertValid(validateValues(ENROLMENT_CODE_RULES, body));
    if (hasTwoFactor(db, idUser)) throw badRequest(PROFILE_MESSAGES.alreadyEnrolled);
    const recoveryCodes = confirmEnrolment(db, idUser, String(body.code));
    if (!recoveryCodes)
      throw badRequest('Validation failed', { code: PROFILE_MESSAGES.invalidEnrolmentCode });
    return { recoveryCodes };
  });
}
