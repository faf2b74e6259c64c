import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { repoRoot } from '../settings';
import { FAVICON_ICO_PATH } from './favicon';

/** Paths that belong to the platform's services, never to the single-page console. */
export const SERVICE_PREFIXES = ['/api', '/nlp', '/sso', '/hubs', '/config.json', FAVICON_ICO_PATH];
const isServicePath = (url: string) =>
  SERVICE_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));

const IMMUTABLE = 'public, max-age=31536000, immutable';
const DOCUMENT_ONLY_HEADERS = ['Content-Security-Policy', 'X-Frame-Options', 'Referrer-Policy'];

/**
 * Hashed assets forever; the default favicon for an hour (Chromium asks for it again on every in-app navigation, and
 * a revalidation each time is wasted work; a tenant's own favicon is an address of its theme); the rest revalidated.
 */
export function cacheControlOf(path: string): string {
  if (path.includes('/assets/')) return IMMUTABLE;
  if (/\/favicon\.(svg|ico|png)$/.test(path)) return 'public, max-age=3600';
  return 'no-cache';
}

/**
 * Serves the production build like production: the precompressed copies the build wrote (brotli, else gzip, by the
 * request's Accept-Encoding), hashed assets cached for a year as immutable, everything else (index.html) revalidated;
 * every other console path gets index.html.
 */
export async function serveConsoleBuild(app: FastifyInstance, consoleDir: string) {
  // Hashed assets never change: no validators (never revalidated), no ranges. They are scripts and styles, never
  // documents, so the document policies (CSP, framing, referrer) mean nothing on them. A first load asks for dozens:
  // the header bytes saved are real bytes on the wire.
  await app.register(fastifyStatic, {
    root: join(consoleDir, 'assets'),
    prefix: '/assets/',
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    etag: false,
    lastModified: false,
    acceptRanges: false,
    decorateReply: false,
    setHeaders(res) {
      // Typed narrowly, but it is Node's response (`reply.raw`), where the security hook set these headers.
      const raw = res as unknown as ServerResponse;
      for (const name of DOCUMENT_ONLY_HEADERS) raw.removeHeader(name);
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Cache-Control', IMMUTABLE);
    },
  });
  await app.register(fastifyStatic, {
    root: consoleDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The Cache-Control header is ours (below): the default `public, max-age=0` would replace it.
    cacheControl: false,
    // Runtime resources come from the configuration directory (`/resources/*`), never from a (stale) build.
    globIgnore: ['assets/**', 'resources/**'],
    setHeaders(res, path) {
      // The answer depends on Accept-Encoding (brotli, gzip or the file itself): shared caches must key on it.
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Cache-Control', cacheControlOf(path));
    },
  });
  const sendIndex = (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('text/html')
      .sendFile('index.html');
  app.get('/', { config: { access: { public: true } } }, sendIndex);
  app.get('/*', { config: { access: { public: true } } }, (request, reply) => {
    const path = request.url.split('?')[0];
    const file = join(consoleDir, decodeURIComponent(path));
    if (!isServicePath(path) && file.startsWith(consoleDir) && existsSync(file) && statSync(file).isFile()) {
      return reply.sendFile(path.slice(1));
    }
    if (isServicePath(path) || /\.[a-z0-9]+$/i.test(path)) {
      return reply.code(404).send({ status: 404, error: 'Not found' });
    }
    return sendIndex(request, reply);
  });
}

/** Mounts Vite's dev server (hot reload) for every console path. */
export async function serveConsoleWithVite(app: FastifyInstance): Promise<() => Promise<void>> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: repoRoot,
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'spa',
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (isServicePath(request.url)) return done();
    reply.hijack();
    vite.middlewares(request.raw, reply.raw, () => {
      reply.raw.statusCode = 404;
      reply.raw.end('Not found');
    });
  });
  return () => vite.close();
}
