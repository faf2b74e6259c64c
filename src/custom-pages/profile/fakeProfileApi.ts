import { refusal } from '../../resources/framework/testing/api/fakeHomeApi';
import { PROFILE_MESSAGES } from '../../shared/profileRules';
import type { OwnSession, Profile } from '../../shared/wire/profile';
import type { ProfileApi } from './profileApi';

/** The code the fake accepts at enrolment; any other is refused like the platform refuses a wrong one. */
export const FAKE_TOTP_CODE = '123456';
/** The fake user's current password. */
export const FAKE_PASSWORD = 'current-password';

/** The fake user's sessions: this console's and one in another browser. */
export const FAKE_SESSIONS: OwnSession[] = [
  { id: 'here', signedIn: '2026-03-02T08:00:00Z', expires: '2026-03-16T08:00:00Z', current: true },
  { id: 'there', signedIn: '2026-03-01T17:30:00Z', expires: '2026-03-15T17:30:00Z', current: false },
];
/** The secret the fake hands out when asked for a new one. */
export const FAKE_NEW_SECRET = 'f00dfeed';

/** The profile calls answered in memory: one user, enrolment with {@link FAKE_TOTP_CODE}. */
export function createFakeProfileApi(): ProfileApi {
  let sessions = FAKE_SESSIONS;
  let secret: string | null = null;
  let profile: Profile = {
    id: 3,
    username: 'ada',
    firstname: 'Ada',
    lastname: 'Admin',
    email: 'ada@example.com',
    timezone: null,
    twoFactorEnabled: false,
    twoFactorRequired: false,
    recoveryCodesLeft: 0,
  };
  const answer = () => Promise.resolve({ data: { ...profile } });
  return {
    getProfile: answer,
    updateProfile: (body) => {
      profile = { ...profile, ...(body as Partial<Profile>) };
      return answer();
    },
    changeOwnPassword: (body) =>
      body.currentPassword === FAKE_PASSWORD
        ? answer()
        : Promise.reject(
            refusal(400, 'Validation failed', { currentPassword: PROFILE_MESSAGES.wrongCurrentPassword }),
          ),
    startTwoFactorEnrolment: () =>
      Promise.resolve({
        data: {
          secret: 'JBSWY3DPEHPK3PXP',
          uri: 'otpauth://totp/Switchboard:ada',
          qrCode: 'data:image/png;base64,',
        },
      }),
    confirmTwoFactor: (body) => {
      if (body.code !== FAKE_TOTP_CODE)
        return Promise.reject(
          refusal(400, 'Validation failed', { code: PROFILE_MESSAGES.invalidEnrolmentCode }),
        );
      profile = { ...profile, twoFactorEnabled: true, recoveryCodesLeft: 10 };
      const recoveryCodes = Array.from({ length: 10 }, (_, index) => `aaaaa-bbbb${'abcdefghij'[index]}`);
      return Promise.resolve({ data: { recoveryCodes } });
    },
    getOwnSessions: () => Promise.resolve({ data: { sessions } }),
    endOtherSessions: () => {
      const ended = sessions.filter((session) => !session.current).length;
      sessions = sessions.filter((session) => session.current);
      return Promise.resolve({ data: { ended } });
    },
    getOwnApiSecret: () => Promise.resolve({ data: { secret } }),
    renewOwnApiSecret: () => {
      secret = FAKE_NEW_SECRET;
      return Promise.resolve({ data: { secret } });
    },
  };
}
