import { createHash, timingSafeEqual } from 'node:crypto';

/** A user of the stand-in corporate identity provider: not a platform user, only mapped to one by e-mail. */
export interface CorporateUser {
  username: string;
  password: string;
  name: string;
  email: string;
}

/**
 * The stand-in's own directory (password = username, like the platform's seeded sign-ins): `vera` has the e-mail of
 * the seeded `viewer` and signs in as her; `casey` has no platform user and is refused.
 */
export const CORPORATE_USERS: readonly CorporateUser[] = [
  { username: 'vera', password: 'vera', name: 'Vera Viewer', email: 'viewer@acmetelecom.example' },
  { username: 'casey', password: 'casey', name: 'Casey Contractor', email: 'casey@corp.example' },
];

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The user with this username and password, compared in constant time. */
export function corporateUserFor(
  users: readonly CorporateUser[],
  username: string,
  password: string,
): CorporateUser | undefined {
  const user = users.find((candidate) => candidate.username === username.trim().toLowerCase());
  const valid = timingSafeEqual(digest(user?.password ?? '\0'), digest(password));
  return user && valid ? user : undefined;
}
