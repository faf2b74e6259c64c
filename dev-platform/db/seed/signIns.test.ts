import type { PermissionMap } from '../../../src/shared/permissions';
import { openDatabase, type Db } from '../database';
import { verifyPassword } from '../password';
import { PERMISSION_AREAS } from './areas';
import { seedDatabase } from './seedDatabase';

const NOW = new Date('2025-03-14T09:30:00.000Z');
const DAY = 86_400_000;

interface UserRow {
  id: number;
  username: string;
  firstname: string;
  lastname: string;
  tenant: string;
  password_hash: string;
  password_salt: string;
  password_expires: string | null;
  password_warn_days: number;
}

let db: Db;
beforeAll(async () => {
  db = openDatabase(':memory:');
  await seedDatabase(db, { scale: 1, now: NOW });
});
afterAll(() => db.close());

const user = (username: string) =>
  db
    .prepare(
      'SELECT u.*, t.name AS tenant FROM user u JOIN tenant t ON t.id = u.id_tenant WHERE username = ?',
    )
    .get(username) as UserRow;

const roles = (username: string) =>
  (
    db
      .prepare(
        `SELECT r.name, r.permissions FROM role r JOIN user_role ur ON ur.id_role = r.id
         JOIN user u ON u.id = ur.id_user WHERE u.username = ? ORDER BY r.name`,
      )
      .all(username) as { name: string; permissions: string }[]
  ).map((row) => ({ name: row.name, permissions: JSON.parse(row.permissions) as PermissionMap }));

const contextTenants = (username: string) =>
  db
    .prepare(
      'SELECT uct.id_tenant FROM user_context_tenant uct JOIN user u ON u.id = uct.id_user WHERE u.username = ?',
    )
    .all(username);

describe('seeded sign-ins', () => {
  it.each([
    ['admin', 'Switchboard', 'Ada', 'Admin', 'Administrators'],
    ['operator', 'Acme Telecom', 'Oscar', 'Operator', 'Operators'],
    ['viewer', 'Acme Telecom', 'Vera', 'Viewer', 'Viewers'],
    ['expiring', 'Acme Telecom', 'Eve', 'Expiring', 'Operators'],
    ['nobody', 'Acme Telecom', '', '', null],
  ])('%s signs in with its username, in %s', (username, tenant, firstname, lastname, role) => {
    const row = user(username);
    expect(row).toMatchObject({ tenant, firstname, lastname });
    expect(verifyPassword(username, row.password_hash, row.password_salt)).toBe(true);
    expect(verifyPassword('wrong', row.password_hash, row.password_salt)).toBe(false);
    expect(roles(username).map((r) => r.name)).toEqual(role === null ? [] : [role]);
  });

  it('gives admin every area in full and every tenant to switch to', () => {
    const [administrators] = roles('admin');
    expect(Object.keys(administrators.permissions).sort()).toEqual(Object.keys(PERMISSION_AREAS).sort());
    expect(Object.values(administrators.permissions).every((actions) => actions === -1)).toBe(true);
    const tenantCount = (db.prepare('SELECT COUNT(*) AS n FROM tenant').get() as { n: number }).n;
    expect(contextTenants('admin')).toHaveLength(tenantCount);
    expect(tenantCount).toBeGreaterThanOrEqual(3);
  });

  it('denies operator theming and tenant switching but grants everything else', () => {
    const [operators] = roles('operator');
    expect(operators.permissions.Settings).toBeUndefined();
    expect(operators.permissions.AccessManagement).toEqual([
      'viewtariff',
      'viewrole',
      'viewaccount',
      'viewAgentControl',
    ]);
    expect(operators.permissions.CallScript).toBe(-1);
    expect(operators.permissions.Auditlog).toBe(-1);
    // The telephony screens: every Module and Line action, suspicious entities and ongoing conversations.
    for (const area of ['Module', 'Line', 'SuspiciousEntities', 'OngoingConversations'])
      expect(operators.permissions[area], area).toBe(-1);
    expect(contextTenants('operator')).toEqual([]);
    expect(roles('expiring')[0].permissions).toEqual(operators.permissions);
  });

  it('limits viewer to viewing flows and campaigns', () => {
    expect(roles('viewer')[0].permissions).toEqual({ CallScript: ['view'], Campaign: ['view'] });
  });

  it('lets the expiring password run out three days from now with a seven-day warning', () => {
    const row = user('expiring');
    expect(Date.parse(row.password_expires as string) - NOW.getTime()).toBe(3 * DAY);
    expect(row.password_warn_days).toBe(7);
    expect(user('admin').password_expires).toBeNull();
  });

  it('salts each sign-in separately but shares one hash among generated users', () => {
    const salts = ['admin', 'operator', 'viewer', 'expiring', 'nobody'].map(
      (name) => user(name).password_salt,
    );
    expect(new Set(salts).size).toBe(5);
    const generated = db
      .prepare(
        `SELECT COUNT(DISTINCT password_hash) AS n FROM user
         WHERE username NOT IN ('admin', 'operator', 'viewer', 'expiring', 'nobody')`,
      )
      .get() as { n: number };
    expect(generated.n).toBe(1);
  });

  it('gives every tenant roles and every generated user a tenant role', () => {
    const tenantsWithoutRoles = db
      .prepare(
        'SELECT COUNT(*) AS n FROM tenant t WHERE (SELECT COUNT(*) FROM role r WHERE r.id_tenant = t.id) < 3',
      )
      .get() as { n: number };
    expect(tenantsWithoutRoles.n).toBe(0);
    const foreignRoles = db
      .prepare(
        `SELECT COUNT(*) AS n FROM user_role ur JOIN user u ON u.id = ur.id_user JOIN role r ON r.id = ur.id_role
         WHERE r.id_tenant <> u.id_tenant`,
      )
      .get() as { n: number };
    expect(foreignRoles.n).toBe(0);
  });
});

describe('PERMISSION_AREAS', () => {
  it('lists the SPEC examples exactly as spelled', () => {
    expect(PERMISSION_AREAS.AccessManagement).toEqual([
      'viewtariff',
      'viewrole',
      'viewaccount',
      'viewAgentControl',
      'tenantContextSwitching',
    ]);
    // SPEC's three, then what deployments and configuration edits need.
    expect(PERMISSION_AREAS.BotDeploy).toEqual([
      'moduleview',
      'serverview',
      'configview',
      'deploy',
      'configedit',
    ]);
    expect(PERMISSION_AREAS.NlpApi).toEqual([
      'viewdataset',
      'viewcategory',
      'viewmodel',
      'editdataset',
      'editcategory',
      'editmodel',
    ]);
    expect(PERMISSION_AREAS.Statistics).toEqual(['viewbilling', 'viewcosts', 'view', 'editbilling']);
    expect(PERMISSION_AREAS.Line).toEqual([
      'view',
      'viewQueue',
      'create',
      'edit',
      'delete',
      'restart',
      'downloadRecording',
    ]);
    expect(PERMISSION_AREAS.Module).toEqual(['view', 'create', 'edit', 'delete', 'restart']);
    expect(PERMISSION_AREAS.SuspiciousEntities).toEqual(['view']);
    expect(PERMISSION_AREAS.OngoingConversations).toEqual(['view', 'manage', 'listen', 'whisper', 'barge']);
    expect(PERMISSION_AREAS.Settings).toEqual(['modify-theme']);
    expect(PERMISSION_AREAS.User).toEqual(['view', 'edit', 'create', 'delete']);
    expect(PERMISSION_AREAS.Flow).toBeUndefined();
  });
});
