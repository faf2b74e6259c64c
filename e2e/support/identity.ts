import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { User } from '../../src/shared/wire/administration';
import type { RecoveryCodesResponse, TwoFactorEnrolment } from '../../src/shared/wire/profile';
import { signIn } from '../../tests/support/oidcClient';
import { totpCode } from '../../tests/support/twoFactorAnswers';

/** The password of the users {@link createUser} makes. */
export const NEW_USER_PASSWORD = 'a good password';

/** A bearer header of `username`, signed in through the SSO as the API tests do. */
export async function authOf(baseURL: string, username = 'admin', password = username) {
  const session = await signIn(baseURL, username, password);
  if (!session.ok) throw new Error(`${username} sign-in failed`);
  return { Authorization: `Bearer ${session.tokens.access_token}` };
}

/**
 * A user of the story's own, without permission groups, made through the API as admin: stories that change a
 * password or two-factor never touch the seeded users other stories sign in as. `extra` adds to the body (`idTenant`).
 */
export async function createUser(
  request: APIRequestContext,
  baseURL: string,
  prefix: string,
  extra: Record<string, unknown> = {},
): Promise<User> {
  const username = `${prefix}.${randomInt(1e9)}`;
  const response = await request.post('/api/administration/users', {
    headers: await authOf(baseURL),
    data: {
      username,
      firstname: 'Pat',
      lastname: 'Person',
      email: `${username}@example.com`,
      password: NEW_USER_PASSWORD,
      ...extra,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as User;
}

/** A tenant of the story's own under admin's, with the given security tab (password policy, two-factor). */
export async function createTenant(
  request: APIRequestContext,
  baseURL: string,
  security: { passwordExpirationType?: number; twoFactorRequired?: boolean },
): Promise<number> {
  const headers = await authOf(baseURL);
  const code = `e2e-${randomInt(1e9)}`;
  const created = await request.post('/api/administration/tenants', {
    headers,
    data: { name: `E2E ${code}`, code, timezone: 'Europe/Prague', channels: 1 },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const saved = await request.put(`/api/administration/tenants/${id}/security`, { headers, data: security });
  expect(saved.status()).toBe(200);
  return id;
}

/** Turns two-factor on for `user` through their own profile API; answers the secret and the recovery codes. */
export async function enrolTwoFactor(
  request: APIRequestContext,
  baseURL: string,
  user: User,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const headers = await authOf(baseURL, user.username, NEW_USER_PASSWORD);
  const started = await request.post('/api/profile/two-factor/enrolment', { headers });
  const { secret } = (await started.json()) as TwoFactorEnrolment;
  const confirmed = await request.post('/api/profile/two-factor', {
    headers,
    data: { code: totpCode(secret) },
  });
  expect(confirmed.status()).toBe(200);
  return { secret, ...((await confirmed.json()) as RecoveryCodesResponse) };
}
