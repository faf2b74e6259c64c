import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Interaction, Provider } from 'oidc-provider';
import type { Db } from '../db/database';
import { authenticate } from './ssoAccounts';
import { auditSignInLock } from './signInAudit';
import { lockedMessage, type SignInThrottle } from './signInThrottle';
import { renderErrorPage, renderLoginPage } from './ssoPages';
import type { SsoLog } from './sso';

const MAX_FORM_BYTES = 16 * 1024;
export const INVALID_CREDENTIALS = 'Invalid username or password';

/** Everything the interaction routes need from the provider setup. */
export interface InteractionContext {
  provider: Provider;
  db: Db;
  log: SsoLog;
  /** Full path of the interaction route without the uid, e.g. `/sso/interaction`. */
  interactionPath: string;
  /** The first-party clients whose consent is granted without asking. */
  trustedClients: ReadonlySet<string>;
  throttle: SignInThrottle;
}

/** An error the user should see with a specific status and code (never a stack trace). */
class InteractionError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

/**
 * Serves `GET|POST {interactionPath}/{uid}`: the sign-in form for the `login` prompt and an automatic grant for
 * the `consent` prompt (first-party client, no consent page).
 */
export async function handleInteraction(
  context: InteractionContext,
  uid: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  res.setHeader('Cache-Control', 'no-store');
  try {
    if (req.method !== 'GET' && req.method !== 'POST') {
      throw new InteractionError(405, 'invalid_request', 'Method not allowed.');
    }
    const details = await context.provider.interactionDetails(req, res);
    // The interaction cookie is scoped to this uid's path; a mismatch means a stale or forged URL.
    if (details.uid !== uid)
      throw new InteractionError(400, 'invalid_request', 'The sign-in request is invalid.');
    if (details.prompt.name === 'login') {
      await handleLogin(context, details, req, res);
    } else if (details.prompt.name === 'consent') {
      await grantConsent(context, details, req, res);
    } else {
      throw new InteractionError(400, 'invalid_request', 'This sign-in step is not supported.');
    }
  } catch (err) {
    sendError(context, res, err);
  }
}

/** The cookie that marks a device which signed an account in before (it passes that account's source lock). */
const DEVICE_COOKIE = 'sb_device';

function deviceCookie(req: IncomingMessage): string | undefined {
  const pair = (req.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${DEVICE_COOKIE}=`));
  return pair?.slice(DEVICE_COOKIE.length + 1) || undefined;
}

/** When the named account's password was last set, in ms; a reset lifts the locks that started before it. */
function passwordChangedAt(context: InteractionContext, username: string): number | undefined {
  const changed = context.db
    .prepare('SELECT password_changed FROM user WHERE username = ?')
    .pluck()
    .get(username) as string | null | undefined;
  return changed ? Date.parse(changed) : undefined;
}

async function handleLogin(
  context: InteractionContext,
  details: Interaction,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const action = `${context.interactionPath}/${encodeURIComponent(details.uid)}`;
  if (req.method === 'GET') {
    const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
    sendHtml(res, 200, renderLoginPage({ action, username: hint }));
    return;
  }
  const form = await readForm(req);
  const username = (form.get('username') ?? '').trim();
  const account = username.toLowerCase();
  const client = req.socket.remoteAddress ?? '';
  const deviceToken = deviceCookie(req);
  const verdict = context.throttle.check(account, client, {
    deviceToken,
    passwordChanged: passwordChangedAt(context, username),
  });
  if (verdict.locked) {
    context.log('sso sign-in refused: locked');
    res.setHeader('Retry-After', String(Math.ceil(verdict.retryAfterMs / 1000)));
    sendHtml(res, 429, renderLoginPage({ action, username, error: lockedMessage(verdict.retryAfterMs) }));
    return;
  }
  // The same wait for every name, existing or not: timing tells nothing about which accounts exist.
  if (verdict.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, verdict.delayMs));
  const accountId = authenticate(context.db, username, form.get('password') ?? '');
  if (!accountId) {
    // No username in the log: users sometimes type their password into that field.
    context.log('sso sign-in rejected');
    if (context.throttle.failed(account, client)) auditSignInLock(context.db, username, client);
    sendHtml(res, 401, renderLoginPage({ action, username, error: INVALID_CREDENTIALS }));
    return;
  }
  const lockLifted = context.throttle.check(account, client).locked;
  const device = context.throttle.succeeded(account, client, deviceToken);
  if (lockLifted)
    auditSignInLock(context.db, username, client, 'lifted by a correct password from a known device');
  res.setHeader(
    'Set-Cookie',
    `${DEVICE_COOKIE}=${device}; Path=${context.interactionPath}; Max-Age=31536000; HttpOnly; SameSite=Lax`,
  );
  context.log('sso sign-in', { accountId });
  await context.provider.interactionFinished(
    req,
    res,
    { login: { accountId } },
    { mergeWithLastSubmission: false },
  );
}

// The documented oidc-provider consent handling, minus the page: grant exactly what the prompt reports missing.
async function grantConsent(
  context: InteractionContext,
  details: Interaction,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const clientId = String(details.params.client_id ?? '');
  const accountId = details.session?.accountId;
  if (!context.trustedClients.has(clientId) || !accountId) {
    throw new InteractionError(403, 'access_denied', 'This application is not allowed to sign in here.');
  }
  const { Grant } = context.provider;
  const grant =
    (details.grantId ? await Grant.find(details.grantId) : undefined) ?? new Grant({ accountId, clientId });
  const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = details.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
  if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
  for (const [resource, scopes] of Object.entries(missingResourceScopes ?? {})) {
    grant.addResourceScope(resource, scopes.join(' '));
  }
  const grantId = await grant.save();
  await context.provider.interactionFinished(
    req,
    res,
    { consent: details.grantId ? {} : { grantId } },
    { mergeWithLastSubmission: true },
  );
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = req.headers['content-type'] ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) {
    throw new InteractionError(415, 'invalid_request', 'The form was submitted in an unexpected format.');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) throw new InteractionError(413, 'invalid_request', 'The form is too large.');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendError(context: InteractionContext, res: ServerResponse, err: unknown): void {
  let status = 500;
  let error = 'server_error';
  let description = 'The sign-in service hit an unexpected error.';
  if (err instanceof InteractionError) {
    ({ status, error, description } = err);
  } else if (isExposedOidcError(err)) {
    status = err.statusCode;
    error = err.error;
    description =
      err.name === 'SessionNotFound'
        ? 'The sign-in request has expired or was already completed.'
        : (err.error_description ?? 'The sign-in request is invalid.');
  } else {
    context.log('sso interaction failed', { error: err instanceof Error ? err.message : String(err) });
  }
  if (res.headersSent) {
    res.end();
    return;
  }
  sendHtml(res, status, renderErrorPage({ error, description }));
}

function isExposedOidcError(
  err: unknown,
): err is { name: string; statusCode: number; error: string; error_description?: string } {
  const candidate = err as { expose?: unknown; statusCode?: unknown; error?: unknown } | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    candidate.expose === true &&
    typeof candidate.statusCode === 'number' &&
    typeof candidate.error === 'string'
  );
}

/** Writes a complete HTML response. */
export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  // The sign-in form must never be framed by another page (clickjacking).
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Content-Length', Buffer.byteLength(html));
  res.end(html);
}
