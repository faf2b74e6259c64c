import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../settings';

/** Where browsers look for an icon when a page declares none (JSON answers, downloads, old bookmarks). */
export const FAVICON_ICO_PATH = '/favicon.ico';

/**
 * Answers `/favicon.ico` with the console's SVG icon (`public/favicon.svg`), whether or not the console is served,
 * so no browser ever logs a 404 for it. Pages declare `/favicon.svg` themselves; this is the fallback address.
 */
export function registerFavicon(app: FastifyInstance) {
  const icon = readFileSync(join(repoRoot, 'public', 'favicon.svg'));
  app.get(FAVICON_ICO_PATH, { config: { access: { public: true } } }, async (_request, reply) =>
    reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(icon),
  );
}
