import type { ApiRequest } from '../../providers/api/apiRequest';
import type { Profile, RecoveryCodesResponse, TwoFactorEnrolment } from '../../shared/wire/profile';

/** The signed-in user's own calls (`/profile`); form calls are silent, their errors land on the fields. */
export interface ProfileApi {
  getProfile(): Promise<{ data: Profile }>;
  updateProfile(body: Record<string, unknown>): Promise<{ data: Profile }>;
  changeOwnPassword(body: Record<string, unknown>): Promise<{ data: Profile }>;
  startTwoFactorEnrolment(): Promise<{ data: TwoFactorEnrolment }>;
  confirmTwoFactor(body: Record<string, unknown>): Promise<{ data: RecoveryCodesResponse }>;
}

export function createProfileApi(request: ApiRequest): ProfileApi {
  const send = async <T>(method: 'POST' | 'PUT', path: string, body: Record<string, unknown>) => ({
    data: await request.json<T>(method, path, { body, silent: true }),
  });
  return {
    getProfile: async () => ({ data: await request.json<Profile>('GET', '/profile') }),
    updateProfile: (body) => send<Profile>('PUT', '/profile', body),
    changeOwnPassword: (body) => send<Profile>('POST', '/profile/password', body),
    startTwoFactorEnrolment: async () => ({
      data: await request.json<TwoFactorEnrolment>('POST', '/profile/two-factor/enrolment', { body: {} }),
    }),
    confirmTwoFactor: (body) => send<RecoveryCodesResponse>('POST', '/profile/two-factor', body),
  };
}
