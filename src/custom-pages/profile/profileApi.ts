import type { ApiRequest } from '../../providers/api/apiRequest';
import type {
  OwnApiSecretResponse,
  OwnSessionsResponse,
  Profile,
  RecoveryCodesResponse,
  SessionsEndedResponse,
  TwoFactorEnrolment,
} from '../../shared/wire/profile';

/** The signed-in user's own calls (`/profile`); form calls are silent, their errors land on the fields. */
export interface ProfileApi {
  getProfile(): Promise<{ data: Profile }>;
  updateProfile(body: Record<string, unknown>): Promise<{ data: Profile }>;
  changeOwnPassword(body: Record<string, unknown>): Promise<{ data: Profile }>;
  startTwoFactorEnrolment(): Promise<{ data: TwoFactorEnrolment }>;
  confirmTwoFactor(body: Record<string, unknown>): Promise<{ data: RecoveryCodesResponse }>;
  getOwnSessions(): Promise<{ data: OwnSessionsResponse }>;
  endOtherSessions(): Promise<{ data: SessionsEndedResponse }>;
  getOwnApiSecret(): Promise<{ data: OwnApiSecretResponse }>;
  renewOwnApiSecret(): Promise<{ data: OwnApiSecretResponse }>;
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
    getOwnSessions: async () => ({
      data: await request.json<OwnSessionsResponse>('GET', '/profile/sessions'),
    }),
    endOtherSessions: async () => ({
      data: await request.json<SessionsEndedResponse>('POST', '/profile/sessions/end-others', { body: {} }),
    }),
    getOwnApiSecret: async () => ({
      data: await request.json<OwnApiSecretResponse>('GET', '/profile/api-secret'),
    }),
    renewOwnApiSecret: async () => ({
      data: await request.json<OwnApiSecretResponse>('POST', '/profile/api-secret', { body: {} }),
    }),
  };
}
