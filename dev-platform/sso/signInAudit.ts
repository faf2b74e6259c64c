import type { Db } from '../db/database';

/**
 * Records a sign-in lock (or its lifting) in the audit log: in the account's tenant when the name exists, else in the root tenant
 * (the platform's own log), never revealing anything to the client.
 */
export function auditSignInLock(
  db: Db,
  username: string,
  client: string,
  what = 'locked after repeated failures',
): void {
  const user = db.prepare('SELECT id, id_tenant FROM user WHERE username = ?').get(username) as
    { id: number; id_tenant: number } | undefined;
  const idTenant =
    user?.id_tenant ??
    (db.prepare('SELECT id FROM tenant WHERE id_parent_tenant IS NULL ORDER BY id LIMIT 1').pluck().get() as
      number | undefined);
  if (idTenant === undefined) return;
  db.prepare(
    `INSERT INTO audit_entry (id_tenant, id_user, action, entity, entity_id, time, detail, ip_address)
     VALUES (?, ?, 5, 'SignIn', ?, ?, ?, ?)`,
  ).run(
    idTenant,
    user?.id ?? null,
    user ? String(user.id) : null,
    new Date().toISOString(),
    `Sign-in ${what} for account name "${username.slice(0, 200)}"`,
    client,
  );
}
