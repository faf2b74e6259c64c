import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { User } from '../../src/shared/wire/administration';
import { signIn } from '../../tests/support/oidcClient';

/** The password of the users {@link createUser} makes. */
export const NEW_USER_PASSWORD = 'a good password';

/**
 * A user of the story's own, without permission groups, made through the API as admin: stories that change a
 * password or two-factor never touch the seeded users other stories sign in as.
 */
export async function createUser(request: APIRequestContext, baseURL: string, prefix: string): Promise<User> {
  const admin = await signIn(baseURL, 'admin', 'admin');
  if (!admin.ok) throw new Error('admin sign-in failed');
  const username = `${prefix}.${randomInt(1e9)}`;
  const response = await request.post('/api/administration/users', {
    headers: { Authorization: `Bearer ${admin.tokens.access_token}` },
    data: {
      username,
      firstname: 'Pat',
      lastname: 'Person',
      email: `${username}@example.com`,
      password: NEW_USER_PASSWORD,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as User;
}
