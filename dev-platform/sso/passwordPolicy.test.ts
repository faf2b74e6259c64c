import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database';
import { expiredPasswordRule } from './passwordPolicy';

const NOW = Date.parse('2026-06-01T12:00:00Z');
let db: Db;
beforeEach(() => {
  db = openDatabase(':memory:');
  db.prepare("INSERT INTO tenant (id, name, code, created) VALUES (1, 'T', 't', '2026-01-01')").run();
  db.prepare(
    `INSERT INTO user (id, id_tenant, username, password_hash, password_salt, password_changed, created)
     VALUES (1, 1, 'ada', 'h', 's', '2026-01-01', '2026-01-01')`,
  ).run();
});

const under = (level: number, expires: string | null) => {
  db.prepare('UPDATE tenant SET password_expiration_type = ?').run(level);
  db.prepare('UPDATE user SET password_expires = ?').run(expires);
  return expiredPasswordRule(db, 1, NOW);
};

describe('expiredPasswordRule (SPEC §3 enforcement levels at sign-in)', () => {
  it('acts only on an expired password: RESTRICTION forces a change, BLOCK refuses', () => {
    const past = '2026-05-31T12:00:00Z';
    expect(under(0, past)).toBe('none');
    expect(under(1, past)).toBe('none');
    expect(under(2, past)).toBe('change');
    expect(under(3, past)).toBe('refuse');
  });

  it('leaves a password that has not expired, or never does, alone', () => {
    expect(under(3, '2026-06-02T12:00:00Z')).toBe('none');
    expect(under(3, null)).toBe('none');
  });
});
