import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';
import type { JWK } from 'jose';
import type { Db } from '../db/database';

export const JWKS_SETTING = 'sso.jwks';
export const COOKIE_KEYS_SETTING = 'sso.cookieKeys';

/** Private signing keys of the provider plus the cookie-signing secrets, both persisted in `app_setting`. */
export interface SsoKeys {
  jwks: { keys: JWK[] };
  cookieKeys: string[];
}

/**
 * Loads the provider's keys from `app_setting`, generating and storing them on first start so that a restart keeps
 * sessions (signed cookies) and issued tokens (signatures) valid.
 */
export async function loadOrCreateSsoKeys(db: Db): Promise<SsoKeys> {
  let jwks = readSetting<{ keys: JWK[] }>(db, JWKS_SETTING);
  if (!jwks || !Array.isArray(jwks.keys) || jwks.keys.length === 0) {
    jwks = { keys: [await generateSigningKey()] };
    writeSetting(db, JWKS_SETTING, jwks);
  }
  let cookieKeys = readSetting<string[]>(db, COOKIE_KEYS_SETTING);
  if (!Array.isArray(cookieKeys) || cookieKeys.length === 0) {
    cookieKeys = [randomBytes(32).toString('base64url')];
    writeSetting(db, COOKIE_KEYS_SETTING, cookieKeys);
  }
  return { jwks, cookieKeys };
}

/** The public half of the signing keys, for local access-token verification. */
export function publicJwks(jwks: { keys: JWK[] }): { keys: JWK[] } {
  const publicMembers = ['kty', 'n', 'e', 'crv', 'x', 'y', 'kid', 'alg', 'use'];
  return {
    keys: jwks.keys.map(
      (key) =>
        Object.fromEntries(Object.entries(key).filter(([name]) => publicMembers.includes(name))) as JWK,
    ),
  };
}

async function generateSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
}

function readSetting<T>(db: Db, key: string): T | undefined {
  const row = db.prepare('SELECT value FROM app_setting WHERE key = ?').get(key) as
    { value: string } | undefined;
  if (!row) return undefined;
  try {
    return JSON.parse(row.value) as T;
  } catch {
    return undefined;
  }
}

function writeSetting(db: Db, key: string, value: unknown): void {
  db.prepare(
    `INSERT INTO app_setting (key, value, updated) VALUES (?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated = excluded.updated`,
  ).run(key, JSON.stringify(value), new Date().toISOString());
}
