import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import type { ConfigurationChange } from '../src/shared/wire/configuration';
import type { ApiContext } from './api/apiContext';
import type { GuardedRoute } from './api/accessGuard';
import { registerLiveEvents } from './api/liveEvents';
import { jsonClientErrorHandler } from './api/bodyGuard';
import { registerApi } from './api/registerApi';
import { loadAreas, registerAreas } from './areas/loadAreas';
import { addRuntimeResources } from './api/resourceRules';
import { openConfigDir, PAGE_FILE_PREFIX } from './config/configDir';
import { configRoutes } from './config/configRoutes';
import type { Db } from './db/database';
import { openDatabase } from './db/database';
import { resetDatabase } from './db/seed/resetDatabase';
import { createConsoleHub, type ConsoleHub } from './hub/consoleHub';
import { hubAuthenticate, hubRevalidate } from './hub/hubAccess';
import { createDiagnosticSocket } from './diagnostics/diagnosticSocket';
import { hubAudience, hubPublisher } from './hub/hubEvents';
import { onPrincipalSourcesWritten } from './api/principal';
import type { HubAudience } from './hub/hubAuth';
import { createJobRunner } from './jobs/jobRunner';
import { ensureConsoleBuild } from './http/consoleBuild';
import { registerFavicon } from './http/favicon';
import { serveConsoleBuild, serveConsoleWithVite } from './http/consoleAssets';
import { applySecurityHeaders, contentSecurityPolicy } from './http/securityHeaders';
import type { PlatformSettings } from './settings';
import { createSso, type Sso } from './sso/sso';
import { stripPrefix } from './sso/ssoMount';
import { CORPORATE_IDP_PATH, startExternalIdp } from './corporate-idp/externalIdpSetup';

/** A running dev platform: console, SSO, core API and live hub on one origin. */
export interface Platform {
  url: string;
  db: Db;
  sso: Sso;
  hub: ConsoleHub;
  app: FastifyInstance;
  /** Every core/NLP API route with its declared access rule. */
  apiRoutes: GuardedRoute[];
  /** Sends a live event as the platform's own code does (HUB_EVENT_RULES decide who receives it). */
  publish: ApiContext['publish'];
  /** Resolves when every background job started so far has settled (tests that count the rows a call writes). */
  jobsIdle(): Promise<void>;
  close(): Promise<void>;
}

export type Logger = (message: string, fields?: Record<string, unknown>) => void;

const defaultLogger: Logger = (message, fields) =>
  console.log(`[platform] ${message}${fields ? ` ${JSON.stringify(fields)}` : ''}`);

async function openOrSeed(settings: PlatformSettings, log: Logger): Promise<Db> {
  if (settings.dbFile !== ':memory:' && existsSync(settings.dbFile)) return openDatabase(settings.dbFile);
  log('Creating and seeding the database', { file: settings.dbFile, scale: settings.seedScale });
  return resetDatabase(settings.dbFile, settings.seedScale);
}

/** Starts the platform on `http://localhost:{port}`. */
export async function startPlatform(
  settings: PlatformSettings,
  log: Logger = defaultLogger,
): Promise<Platform> {
  const url = `http://localhost:${settings.port}`;
  const db = await openOrSeed(settings, log);
  const areas = await loadAreas();
  const external = await startExternalIdp(settings.externalIdp, url, `${url}/sso`, log);
  const sso = await createSso({
    issuer: `${url}/sso`,
    externalProviders: external.providers,
    db,
    consoleOrigin: url,
    apiResource: `${url}/api`,
    accessTokenTtl: settings.accessTokenTtl,
    throttlePolicy: settings.throttlePolicy,
    log,
  });
  const verify = (token: string) => sso.verifyAccessToken(token);

  const app = Fastify({
    logger: false,
    bodyLimit: 1024 * 1024,
    // Issue 9: every refusal, even Node's own (431 for over-long URLs), answers `{status, error}`.
    clientErrorHandler: jsonClientErrorHandler,
  });
  const csp = {
    normal: contentSecurityPolicy({ connectOrigins: [], frameable: false, devVite: settings.devVite }),
    frameable: contentSecurityPolicy({ connectOrigins: [], frameable: true, devVite: settings.devVite }),
  };
  app.addHook('onRequest', (request, reply, done) => {
    applySecurityHeaders(reply.raw, request.url, csp);
    if (request.url === '/sso' || request.url.startsWith('/sso/') || request.url.startsWith('/sso?')) {
      reply.hijack();
      sso.handle(request.raw, reply.raw);
      return;
    }
    if (external.idp && stripPrefix(request.url, CORPORATE_IDP_PATH) !== undefined) {
      reply.hijack();
      external.idp.handle(request.raw, reply.raw);
      return;
    }
    done();
  });
  if (settings.logRequests) {
    // Paths only: query strings can carry tokens (the hub's access_token) and must never reach a log.
    app.addHook('onResponse', (request, reply, done) => {
      log(
        `${request.method} ${request.url.split('?')[0]} ${reply.statusCode} ${Math.round(reply.elapsedTime)}ms`,
      );
      done();
    });
  }

  const hub = createConsoleHub({
    path: '/hubs/console',
    allowedOrigins: [url],
    log,
    authenticate: hubAuthenticate(db, sso),
    // Issue 9: connections end with their grant or user and receive only what their user may read.
    revalidate: hubRevalidate(db, sso),
    audience: (principal, target, args) => audience(principal, target, args),
  });
  let audience: HubAudience = () => false;
  hub.register(app);
  // Issue 31.1: a write to users, roles or tenants, a sign-out or a revocation narrows or ends connections at once.
  onPrincipalSourcesWritten(db, () => hub.invalidate());
  sso.onAccessEnded(() => hub.invalidate());
  // Issue 34.5: the diagnostic websocket, authenticated and ended like the hub.
  const diagnostics = createDiagnosticSocket({
    db,
    allowedOrigins: [url],
    authenticate: hubAuthenticate(db, sso),
    revalidate: hubRevalidate(db, sso),
  });
  onPrincipalSourcesWritten(db, () => setImmediate(() => diagnostics.revalidate()));
  sso.onAccessEnded(() => setImmediate(() => diagnostics.revalidate()));
  const publish = hubPublisher(db, hub);

  registerFavicon(app);
  const revokeUserGrants = (idUser: number, keepGrant?: string) =>
    void sso.revokeUserGrants(idUser, keepGrant);
  const apiRoutes = registerApi(app, { db, verify });
  // Issue 30: runtime resources from the configuration directory, read while running; open consoles are told.
  const config = openConfigDir(settings.configDir);
  configRoutes(app, config, url);
  const removeRuntimeResources = addRuntimeResources(() => config.snapshot().resources);
  const stopWatching = config.watch((snapshot) => {
    const files = [
      ...snapshot.served.keys(),
      ...[...snapshot.servedPages.keys()].map((file) => `${PAGE_FILE_PREFIX}${file}`),
    ];
    log('Configuration changed', { inUse: files });
    hub.sendToAll('ConfigurationChanged', { files } satisfies ConfigurationChange);
  });
  audience = hubAudience(app, apiRoutes, db);
  // Live updates (issue 5): record-change events for live lists, and long operations as background tasks.
  registerLiveEvents(app, { publish });
  const jobs = createJobRunner({ db, publish });
  // Issue 30: every area in dev-platform/areas/ registers its own routes and background work.
  const running = registerAreas(areas, {
    app,
    context: { db, publish, revokeUserGrants, sessionsOf: (idUser) => sso.sessionsOf(idUser) },
    verify,
    jobs,
    settings,
    url,
  });
  if (process.env.E2E_HOOKS === '1') registerE2eHooks(app, db, hub, log);

  let closeVite: (() => Promise<void>) | undefined;
  if (settings.devVite) {
    closeVite = await serveConsoleWithVite(app);
  } else if (settings.serveConsole) {
    await ensureConsoleBuild(settings.consoleDir, log);
    await serveConsoleBuild(app, settings.consoleDir);
  }

  app.server.on('upgrade', (request, socket, head) => {
    // In dev mode Vite's hot-reload socket shares this server and answers its own upgrades.
    const handled =
      hub.handleUpgrade(request, socket, head) || diagnostics.handleUpgrade(request, socket, head);
    if (!handled && !settings.devVite) socket.destroy();
  });

  await app.listen({ port: settings.port, host: 'localhost' });
  log(`Switchboard dev platform listening on ${url}`);

  return {
    url,
    db,
    sso,
    hub,
    app,
    apiRoutes,
    publish,
    jobsIdle: () => jobs.idle(),
    async close() {
      stopWatching();
      removeRuntimeResources();
      await running.stop();
      await jobs.idle();
      await running.close();
      await hub.close();
      diagnostics.close();
      await closeVite?.();
      await app.close();
      await sso.close();
      db.close();
    },
  };
}

/**
 * Test-only endpoints, registered only when the Playwright web server sets E2E_HOOKS=1 (never by `npm start`):
 * `POST /__e2e/hub/drop` closes every hub connection, so end-to-end tests can watch the console reconnect;
 * `POST /__e2e/users/{id}/expire-password` lets a password expire now (no policy allows less than a day).
 */
function registerE2eHooks(app: FastifyInstance, db: Db, hub: ConsoleHub, log: Logger) {
  log('E2E hooks enabled');
  app.post('/__e2e/hub/drop', async () => ({ dropped: await hub.dropAll() }));
  app.post('/__e2e/users/:id/expire-password', async (request) => {
    const id = Number((request.params as { id: string }).id);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    return {
      changed: db.prepare('UPDATE user SET password_expires = ? WHERE id = ?').run(yesterday, id).changes,
    };
  });
}
