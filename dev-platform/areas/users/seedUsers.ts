import { createHash, randomBytes } from 'node:crypto';
import { Secret } from 'otpauth';
import { hashPassword } from '../../db/password';
import { FIRST_NAMES, LAST_NAMES } from '../../db/seed/names';
import {
  DAY,
  HOUR,
  ago,
  fromNow,
  insert,
  spread,
  scaled,
  uniqueName,
  type SeedContext,
} from '../../db/seed/seedContext';
import { tenantNamed } from '../tenants/seedTenants';
import { storeRecoveryCodes } from './twoFactor';
import { RECOVERY_CODE_COUNT } from '../../../src/shared/twoFactor';

interface SignIn {
  username: string;
  tenant: string;
  role: string | null;
  firstname: string;
  lastname: string;
  timezone: string | null;
  expiresInDays?: number;
}

/** The documented sign-ins; each one's password equals its username. */
const SIGN_INS: SignIn[] = [
  {
    username: 'admin',
    tenant: 'Switchboard',
    role: 'Administrators',
    firstname: 'Ada',
    lastname: 'Admin',
    timezone: 'Europe/Prague',
  },
  {
    username: 'operator',
    tenant: 'Acme Telecom',
    role: 'Operators',
    firstname: 'Oscar',
    lastname: 'Operator',
    timezone: null,
  },
  {
    username: 'viewer',
    tenant: 'Acme Telecom',
    role: 'Viewers',
    firstname: 'Vera',
    lastname: 'Viewer',
    timezone: null,
  },
  {
    username: 'expiring',
    tenant: 'Acme Telecom',
    role: 'Operators',
    firstname: 'Eve',
    lastname: 'Expiring',
    timezone: null,
    expiresInDays: 3,
  },
  { username: 'nobody', tenant: 'Acme Telecom', role: null, firstname: '', lastname: '', timezone: null },
];

/** Inserts the seeded sign-ins (admin may switch to every tenant) and the generated users of every tenant. */
export function seedUsers(ctx: SeedContext): void {
  const now = ctx.now.toISOString();
  const usernames = new Set<string>();
  for (const signIn of SIGN_INS) {
    const tenant = tenantNamed(ctx, signIn.tenant);
    // Each sign-in gets its own salt; password = username is the documented dev credential.
    const { hash, salt } = hashPassword(signIn.username);
    const id = insert(ctx.db, 'user', {
      id_tenant: tenant.id,
      username: uniqueName(signIn.username, usernames),
      firstname: signIn.firstname,
      lastname: signIn.lastname,
      email: `${signIn.username}@${tenant.domain}`,
      password_hash: hash,
      password_salt: salt,
      password_changed: now,
      password_expires: signIn.expiresInDays === undefined ? null : fromNow(ctx, signIn.expiresInDays * DAY),
      password_warn_days: 7,
      timezone: signIn.timezone,
      created: fromNow(ctx, -365 * DAY),
      last_login: fromNow(ctx, -2 * HOUR),
    });
    tenant.userIds.push(id);
    if (signIn.role) insert(ctx.db, 'user_role', { id_user: id, id_role: tenant.roleIds.get(signIn.role) });
    if (signIn.username === 'admin') {
      for (const target of ctx.tenants)
        insert(ctx.db, 'user_context_tenant', { id_user: id, id_tenant: target.id });
    }
  }
  seedGeneratedUsers(ctx, usernames);
  giveTwoFactorSecrets(ctx);
}

/**
 * Generated users shown with two-factor hold a secret and recovery codes, as enrolled users do. Derived
 * from the name, not drawn from the seed's random sequence, so the rest of the data stays as it was.
 */
function giveTwoFactorSecrets(ctx: SeedContext): void {
  const users = ctx.db
    .prepare('SELECT id, username FROM user WHERE two_factor_enabled = 1 AND totp_secret IS NULL')
    .all() as { id: number; username: string }[];
  const update = ctx.db.prepare('UPDATE user SET totp_secret = ? WHERE id = ?');
  const derived = (text: string) => createHash('sha1').update(text).digest();
  for (const { id, username } of users) {
    update.run(new Secret({ buffer: new Uint8Array(derived(`totp:${username}`)).buffer }).base32, id);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, (_, index) =>
      derived(`recovery:${username}:${index}`).toString('hex').slice(0, 10),
    );
    storeRecoveryCodes(ctx.db, id, codes);
  }
}

function seedGeneratedUsers(ctx: SeedContext, usernames: Set<string>): void {
  // One hash for all generated users: scrypt per user would dominate the seed time. The password is random,
  // so generated users cannot sign in; they exist to fill lists.
  const { hash, salt } = hashPassword(randomBytes(18).toString('base64url'));
  const counts = spread(ctx, scaled(ctx, 150), 2);
  const roleWeights: [string, number][] = [
    ['Administrators', 1],
    ['Operators', 5],
    ['Viewers', 3],
    ['Auditors', 1],
  ];
  ctx.tenants.forEach((tenant, index) => {
    for (let i = 0; i < counts[index]; i++) {
      const firstname = ctx.rng.pick(FIRST_NAMES);
      const lastname = ctx.rng.pick(LAST_NAMES);
      const username = uniqueName(`${firstname}.${lastname}`.toLowerCase(), usernames, '');
      const created = ago(ctx, 700 * DAY, 100 * DAY);
      // Password changes within the last 100 days: under a 60/90-day policy some have expired, most have not.
      const changed = ago(ctx, 100 * DAY);
      const expires =
        tenant.passwordExpirationDays === null
          ? null
          : Date.parse(changed) + tenant.passwordExpirationDays * DAY;
      const id = insert(ctx.db, 'user', {
        id_tenant: tenant.id,
        username,
        firstname,
        lastname,
        email: `${username}@${tenant.domain}`,
        password_hash: hash,
        password_salt: salt,
        password_changed: changed,
        password_expires: expires === null ? null : new Date(expires).toISOString(),
        password_warn_days: 7,
        timezone: ctx.rng.chance(0.4)
          ? ctx.rng.pick(['Europe/Prague', 'Europe/London', 'America/New_York'])
          : null,
        enabled: ctx.rng.chance(0.93),
        two_factor_enabled: ctx.rng.chance(0.25),
        api_secret: ctx.rng.chance(0.15) ? ctx.rng.hex(40) : null,
        created,
        last_login: ctx.rng.chance(0.85) ? ago(ctx, 30 * DAY) : null,
      });
      tenant.userIds.push(id);
      if (ctx.rng.chance(0.04)) continue; // a few users without any role
      const roles = new Set([ctx.rng.weighted(roleWeights)]);
      if (ctx.rng.chance(0.15)) roles.add(ctx.rng.weighted(roleWeights));
      for (const role of roles)
        insert(ctx.db, 'user_role', { id_user: id, id_role: tenant.roleIds.get(role) });
    }
  });
}
