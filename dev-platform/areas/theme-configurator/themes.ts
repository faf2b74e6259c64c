import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { TENANT_CONTEXT_HEADER } from '../../../src/shared/wire/common';
import { bytesMatchType } from '../../../src/shared/fileSignatures';
import type { Db } from '../../db/database';
import { authenticate, bearerToken, principalOf, type TokenVerifier } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { badRequest, notFound } from '../../api/apiError';
import { bodyOf } from '../../api/validation';

/** Largest uploaded favicon or logo. */
export const MAX_ASSET_BYTES = 256 * 1024;

/** Image types a theme may upload; their bytes must match (src/shared/fileSignatures). */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/x-icon', 'image/webp']);

const ASSET_KEY = /^[0-9a-f]{32}$/;
/** A theme image's public key: 128 random bits, so addresses cannot be guessed from one another. */
export const themeAssetKey = () => randomBytes(16).toString('hex');

/** A tenant's own theme (SPEC §1 "themed per tenant"), or null when it shows the platform's theme setting. */
export function tenantTheme(db: Db, idTenant: number): { content: string; lastUpdate: string } | null {
  const row = db.prepare('SELECT content, updated FROM tenant_theme WHERE id_tenant = ?').get(idTenant) as
    { content: string; updated: string } | undefined;
  return row ? { content: row.content, lastUpdate: row.updated } : null;
}

/** Saves a tenant's theme; empty content removes it (reset, SPEC §7). */
export function saveTenantTheme(db: Db, idTenant: number, content: string): void {
  if (content.trim() === '') db.prepare('DELETE FROM tenant_theme WHERE id_tenant = ?').run(idTenant);
  else
    db.prepare(
      `INSERT INTO tenant_theme (id_tenant, content, updated) VALUES (?, ?, ?)
       ON CONFLICT(id_tenant) DO UPDATE SET content = excluded.content, updated = excluded.updated`,
    ).run(idTenant, content, new Date().toISOString());
}

/**
 * The tenant a public call acts in when it carries a valid token (the context tenant, else the user's own);
 * null without a token or with one that fails, so the public answer never depends on a broken sign-in.
 */
export async function optionalTenant(db: Db, verify: TokenVerifier, request: FastifyRequest) {
  const token = bearerToken(request.headers.authorization);
  if (!token) return null;
  const header = request.headers[TENANT_CONTEXT_HEADER.toLowerCase()];
  try {
    return (await authenticate(db, verify, token, Array.isArray(header) ? header[0] : header)).idTenant;
  } catch {
    return null;
  }
}

/** Favicon and logo uploads of the theme configurator, served from this origin. */
export function themeAssetRoutes(app: FastifyInstance, { db }: Pick<ApiContext, 'db'>) {
  app.post(
    '/api/home/theme-assets',
    { config: { access: { area: 'Settings', action: 'modify-theme' } } },
    async (request, reply) => {
      const body = bodyOf(request);
      const type = typeof body.contentType === 'string' ? body.contentType : '';
      if (!IMAGE_TYPES.has(type))
        throw badRequest('Validation failed', { file: 'Use a PNG, JPEG, GIF, WebP or ICO image' });
      if (typeof body.data !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(body.data))
        throw badRequest('Validation failed', { file: 'The file could not be read' });
      const bytes = Buffer.from(body.data, 'base64');
      if (bytes.length === 0 || bytes.length > MAX_ASSET_BYTES)
        throw badRequest('Validation failed', { file: 'The image must be at most 256 KB' });
      if (!bytesMatchType(type, bytes))
        throw badRequest('Validation failed', { file: `The file is not a ${type} image` });
      const key = themeAssetKey();
      db.prepare(
        'INSERT INTO theme_asset (id_tenant, content_type, bytes, created, public_key) VALUES (?, ?, ?, ?, ?)',
      ).run(principalOf(request).idTenant, type, bytes, new Date().toISOString(), key);
      return reply.code(201).send({ source: `/api/home/theme-assets/${key}` });
    },
  );

  // Public like the theme itself (the favicon shows before sign-in), but by a random key, never a row id.
  app.get('/api/home/theme-assets/:key', { config: { access: { public: true } } }, async (request, reply) => {
    const key = (request.params as { key: string }).key;
    const row = (
      ASSET_KEY.test(key)
        ? db.prepare('SELECT content_type, bytes FROM theme_asset WHERE public_key = ?').get(key)
        : undefined
    ) as { content_type: string; bytes: Buffer } | undefined;
    if (!row) throw notFound('No such image');
    return reply
      .header('Content-Type', row.content_type)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'public, max-age=86400, immutable')
      .send(row.bytes);
  });
}
