// Test support for the SSO tests: a real HTTP server around createSso, a cookie jar and an OIDC client driven by fetch.
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openDatabase } from '../../dev-platform/db/database';
import type { Db } from '../../dev-platform/db/database';
import { hashPassword } from '../../dev-platform/db/password';
import { createSso } from '../../dev-platform/sso/sso';
import type { Sso } from '../../dev-platform/sso/sso';

export const SCOPE = 'openid profile api IdentityServerApi offline_access';
export const TEST_CSP = "default-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'self'";

/** A listening server whose requests below `/sso` go to the current Sso instance (replaceable for restarts). */
export class SsoServer {
  sso: Sso | undefined;
  private constructor(
    readonly server: Server,
    readonly origin: string,
    readonly db: Db,
  ) {}

  static async start(db: Db): Promise<SsoServer> {
    let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) =>
      res.writeHead(503).end();
    const server = createServer((req, res) => handler(req, res));
    await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
    const { port } = server.address() as AddressInfo;
    const instance = new SsoServer(server, `http://localhost:${port}`, db);
    handler = (req, res) => {
      // Like the dev platform's server: a CSP without inline scripts on every response.
      res.setHeader('Content-Security-Policy', TEST_CSP);
      if (instance.sso && req.url?.startsWith('/sso')) instance.sso.handle(req, res);
      else res.writeHead(404).end();
    };
    await instance.restart();
    return instance;
  }

  get issuer(): string {
    return `${this.origin}/sso`;
  }

  get apiResource(): string {
    return `${this.origin}/api`;
  }

  get redirectUri(): string {
    return `${this.origin}/auth-callback`;
  }

  /** Closes the current Sso (if any) and creates a new one on the same database, like a process restart. */
  async restart(): Promise<void> {
    await this.sso?.close();
    this.sso = await createSso({
      issuer: this.issuer,
      db: this.db,
      consoleOrigin: this.origin,
      apiResource: this.apiResource,
    });
  }

  async stop(): Promise<void> {
    await this.sso?.close();
    await new Promise<void>((resolve, reject) => this.server.close((err) => (err ? reject(err) : resolve())));
  }
}

interface StoredCookie {
  value: string;
  path: string;
}

/** Minimal browser-like cookie jar honouring cookie paths and deletions. */
export class CookieJar {
  private readonly cookies = new Map<string, StoredCookie>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const path = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const expired = attributes.some((a) => /^expires=.*1970/i.test(a)) || value === '';
      const key = `${name};${path}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { value, path });
    }
  }

  header(url: string): string {
    const { pathname } = new URL(url);
    return [...this.cookies.entries()]
      .filter(
        ([, cookie]) => pathname === cookie.path || pathname.startsWith(cookie.path.replace(/\/?$/, '/')),
      )
      .map(([key, cookie]) => `${key.split(';')[0]}=${cookie.value}`)
      .join('; ');
  }

  has(name: string): boolean {
    return [...this.cookies.keys()].some((key) => key.split(';')[0] === name);
  }
}

/** A browser session: fetch without automatic redirects, with cookies. */
export class Browser {
  readonly jar = new CookieJar();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.jar.header(url);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.jar.store(response);
    return response;
  }

  /** GETs `url` and follows same-origin redirects until leaving `stopPrefix`-free territory or a non-redirect. */
  async follow(url: string, stopAt: string): Promise<{ response: Response; url: string }> {
    let current = url;
    for (let hop = 0; hop < 10; hop += 1) {
      const response = await this.request(current);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { response, url: current };
      current = new URL(location, current).href;
      if (current.startsWith(stopAt)) return { response, url: current };
    }
    throw new Error('too many redirects');
  }

  postForm(
    url: string,
    form: Record<string, string>,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(form).toString(),
    });
  }
}

/** A PKCE verifier and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** Authorization request URL for the console client. */
export function authorizeUrl(server: SsoServer, params: Record<string, string | undefined>): string {
  const url = new URL(`${server.issuer}/auth`);
  const defaults = {
    client_id: 'core.fe',
    redirect_uri: server.redirectUri,
    response_type: 'code',
    scope: SCOPE,
  };
  for (const [key, value] of Object.entries({ ...defaults, ...params })) {
    if (value !== undefined) url.searchParams.set(key, value);
  }
  return url.href;
}

export interface TokenResponse {
  access_token: string;
  refresh_token?: string;
  id_token: string;
  expires_in: number;
  scope: string;
  token_type: string;
  error?: string;
}

/** POSTs to the token endpoint as the public console client. */
export async function tokenRequest(
  server: SsoServer,
  form: Record<string, string>,
): Promise<{ status: number; body: TokenResponse }> {
  const response = await fetch(`${server.issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.origin },
    body: new URLSearchParams({ client_id: 'core.fe', ...form }).toString(),
  });
  return { status: response.status, body: (await response.json()) as TokenResponse };
}

/** Runs the whole browser sign-in (authorize, sign-in form, automatic consent) and exchanges the code. */
export async function signIn(
  server: SsoServer,
  browser: Browser,
  credentials: { username: string; password: string },
): Promise<TokenResponse> {
  const { verifier, challenge } = pkcePair();
  const start = await browser.follow(
    authorizeUrl(server, { state: 'st1', code_challenge: challenge, code_challenge_method: 'S256' }),
    server.redirectUri,
  );
  const posted = await browser.postForm(start.url, credentials);
  const location = posted.headers.get('location');
  if (!location) throw new Error(`sign-in failed with status ${posted.status}`);
  const done = await browser.follow(new URL(location, start.url).href, server.redirectUri);
  const code = new URL(done.url).searchParams.get('code');
  if (!code) throw new Error(`no code in ${done.url}`);
  const { body } = await tokenRequest(server, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: server.redirectUri,
    code_verifier: verifier,
  });
  return body;
}

/** A running SSO server over a fresh in-memory database with one tenant, an enabled and a disabled user. */
export interface SsoFixture {
  db: Db;
  server: SsoServer;
  userId: number;
  password: string;
  stop(): Promise<void>;
}

/** Starts an {@link SsoFixture}: user `alice` (enabled) and `bob` (disabled), both with `fixture.password`. */
export async function startSsoFixture(): Promise<SsoFixture> {
  const password = 'correct horse battery';
  const db = openDatabase(':memory:');
  const now = new Date().toISOString();
  db.prepare("INSERT INTO tenant (id, name, code, created) VALUES (1, 'Main', 'main', ?)").run(now);
  const insertUser = (username: string, enabled: number, firstname: string, lastname: string): number => {
    const { hash, salt } = hashPassword(password);
    return Number(
      db
        .prepare(
          `INSERT INTO user (id_tenant, username, firstname, lastname, password_hash, password_salt, password_changed,
             enabled, created) VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(username, firstname, lastname, hash, salt, now, enabled, now).lastInsertRowid,
    );
  };
  const userId = insertUser('alice', 1, 'Alice', 'Admin');
  insertUser('bob', 0, 'Bob', 'Disabled');
  const server = await SsoServer.start(db);
  return {
    db,
    server,
    userId,
    password,
    stop: async () => {
      await server.stop();
      db.close();
    },
  };
}
