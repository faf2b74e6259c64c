import { createHash, randomBytes } from 'node:crypto';

/** Tokens returned by the SSO token endpoint. */
export interface TokenSet {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  expires_in: number;
  scope: string;
}

/** A tiny cookie jar: enough for the SSO's session, interaction and device cookies. */
export class CookieJar {
  private cookies = new Map<string, string>();
  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  /** A jar with only the cookie `name` (e.g. the device cookie, without the SSO session). */
  only(name: string): CookieJar {
    const jar = new CookieJar();
    const value = this.cookies.get(name);
    if (value !== undefined) jar.cookies.set(name, value);
    return jar;
  }
  /** The cookies as name/value pairs (e.g. to hand them to a browser). */
  list(): { name: string; value: string }[] {
    return [...this.cookies].map(([name, value]) => ({ name, value }));
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

const base64url = (buffer: Buffer) => buffer.toString('base64url');
const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** Outcome of a sign-in attempt through the SSO's real HTML form. */
export type SignInResult = { ok: true; tokens: TokenSet } | { ok: false; status: number; html: string };

/**
 * Signs in like a browser would (authorization code + PKCE S256 through the HTML sign-in form), for API tests.
 * `baseUrl` is the platform's origin, e.g. http://localhost:1234.
 */
export async function signIn(
  baseUrl: string,
  username: string,
  password: string,
  jar = new CookieJar(), // a browser's: pass one to sign in again from the same device
  // What is typed on a page after the password (a code, a new password); undefined ends the attempt there.
  answer?: (html: string) => Record<string, string> | undefined,
  // An external provider's name: its "Sign in with …" link is followed, and the credentials go to its page.
  via?: string,
): Promise<SignInResult> {
  const answered = new Set<string>(); // each step once: a refused answer ends the attempt
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  const redirectUri = `${baseUrl}/auth-callback`;
  const authorize = new URL(`${baseUrl}/sso/auth`);
  authorize.search = new URLSearchParams({
    client_id: 'core.fe',
    response_type: 'code',
    scope: 'openid profile api IdentityServerApi offline_access',
    redirect_uri: redirectUri,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'test-state',
    response_mode: 'query',
  }).toString();

  let url = authorize.toString();
  let init: RequestInit = {};
  for (let hop = 0; hop < 15; hop++) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, cookie: jar.header() },
    });
    jar.store(response);
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.toString().startsWith(redirectUri)) {
        const code = next.searchParams.get('code');
        if (!code) return { ok: false, status: response.status, html: next.toString() };
        return { ok: true, tokens: await exchangeCode(baseUrl, code, verifier, redirectUri) };
      }
      url = next.toString();
      init = {};
      continue;
    }
    const html = await response.text();
    // A refusal shown on a page (an external provider's user without a platform user) ends the attempt.
    if (!response.ok && init.method !== 'POST') return { ok: false, status: response.status, html };
    const link = via && new RegExp(`<a href="([^"]*)">Sign in with ${via}</a>`).exec(html);
    if (link) {
      url = new URL(decodeEntities(link[1]), url).toString();
      via = undefined;
      continue;
    }
    const form = /<form[^>]*action="([^"]*)"/i.exec(html);
    const asksUser = init.method === 'POST' && !/name="continue"/.test(html);
    const typed = asksUser ? answer?.(html) : undefined;
    const step = Object.keys(typed ?? {}).join();
    if (!form || (asksUser && (!typed || answered.has(step))))
      return { ok: false, status: response.status, html };
    answered.add(step);
    const fields = new URLSearchParams();
    for (const input of html.matchAll(/<input[^>]*>/gi)) {
      const name = /name="([^"]*)"/i.exec(input[0])?.[1];
      if (!name) continue;
      const value = /value="([^"]*)"/i.exec(input[0])?.[1] ?? '';
      fields.set(name, decodeEntities(value));
    }
    if (typed) for (const [name, value] of Object.entries(typed)) fields.set(name, value);
    else if (init.method !== 'POST') {
      fields.set('username', username);
      fields.set('password', password);
    }
    url = new URL(decodeEntities(form[1]), url).toString();
    init = { method: 'POST', body: fields, headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  }
  throw new Error('Too many redirects during sign-in');
}

async function exchangeCode(
  baseUrl: string,
  code: string,
  verifier: string,
  redirectUri: string,
): Promise<TokenSet> {
  return tokenRequest(baseUrl, {
    grant_type: 'authorization_code',
    code,
    code_verifier: verifier,
    redirect_uri: redirectUri,
    client_id: 'core.fe',
  });
}

/** Uses a refresh token; rejects with the HTTP status when the SSO refuses it. */
export async function refresh(baseUrl: string, refreshToken: string): Promise<TokenSet> {
  return tokenRequest(baseUrl, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: 'core.fe',
  });
}

async function tokenRequest(baseUrl: string, params: Record<string, string>): Promise<TokenSet> {
  const response = await fetch(`${baseUrl}/sso/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(params),
  });
  const body = (await response.json()) as TokenSet & { error?: string };
  if (!response.ok)
    throw Object.assign(new Error(`token endpoint ${response.status}: ${body.error}`), {
      status: response.status,
    });
  return body;
}
