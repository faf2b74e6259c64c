import type { Platform } from '../../dev-platform/platform';
import { signIn } from '../support/oidcClient';
import { enrolWhenAsked } from '../support/twoFactorAnswers';
import { api } from './http';

/** Signed-in API calls against an in-process platform, for the resource endpoint tests. */
export interface Session {
  token: string;
  call: (path: string, options?: Omit<Parameters<typeof api>[2], 'token'>) => ReturnType<typeof api>;
}

/**
 * Signs `username` in through the SSO (password = username unless given) and returns a session; a user of a tenant
 * that requires two-factor sets it up on the way.
 */
export async function sessionFor(
  platform: Platform,
  username: string,
  password = username,
): Promise<Session> {
  const result = await signIn(platform.url, username, password, undefined, enrolWhenAsked);
  if (!result.ok) throw new Error(`sign-in of ${username} failed with ${result.status}`);
  const token = result.tokens.access_token;
  return { token, call: (path, options = {}) => api(platform.url, path, { ...options, token }) };
}

/** Id of a seeded tenant by name. */
export const tenantIdOf = (platform: Platform, name: string) =>
  (platform.db.prepare('SELECT id FROM tenant WHERE name = ?').get(name) as { id: number }).id;

/** Id of a seeded role by tenant and name. */
export const roleIdOf = (platform: Platform, tenant: string, name: string) =>
  (
    platform.db
      .prepare('SELECT r.id FROM role r JOIN tenant t ON t.id = r.id_tenant WHERE t.name = ? AND r.name = ?')
      .get(tenant, name) as { id: number }
  ).id;
