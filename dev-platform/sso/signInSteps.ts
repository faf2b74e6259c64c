import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Interaction } from 'oidc-provider';
import { InteractionError, readForm, sendHtml, type InteractionContext } from './interactionHttp';
import { expiredPasswordRule, PASSWORD_BLOCKED } from './passwordPolicy';
import { auditSignInLock } from './signInAudit';
import { actionOf, deviceCookie, finishSignIn } from './signInFinish';
import { followUpStep, nextStep, renderPending } from './signInFollowUps';
import { lockedMessage } from './signInThrottle';
import { authenticate } from './ssoAccounts';
import { renderLoginPage } from './ssoPages';

export const INVALID_CREDENTIALS = 'Invalid username or password';

/** When the named account's password was last set, in ms; a reset lifts the locks that started before it. */
function passwordChangedAt(context: InteractionContext, username: string): number | undefined {
  const changed = context.db
    .prepare('SELECT password_changed FROM user WHERE username = ?')
    .pluck()
    .get(username) as string | null | undefined;
  return changed ? Date.parse(changed) : undefined;
}

/** The `login` prompt: the password, then the steps that apply to the user (signInFollowUps.ts). */
export async function handleLogin(
  context: InteractionContext,
  details: Interaction,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const action = actionOf(context, details);
  const pending = context.pending.get(details.uid);
  if (req.method === 'GET') {
    if (pending) sendHtml(res, 200, renderPending(action, pending));
    else if (!(await externalStep(context, details, req, res))) {
      const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
      sendHtml(res, 200, loginPage(context, details, { username: hint }));
    }
    return;
  }
  const form = await readForm(req);
  if (pending) await followUpStep(context, details, pending, form, req, res);
  else await passwordStep(context, details, form, req, res);
}

/** The sign-in form with the external providers' links. */
function loginPage(
  context: InteractionContext,
  details: Interaction,
  options: { username?: string; error?: string },
): string {
  const action = actionOf(context, details);
  return renderLoginPage({ ...options, action, providers: context.external.links(action) });
}

/**
 * A "Sign in with …" link (`?provider=`) leaves for that provider; back from it, the user it mapped to is signed in
 * or the refusal is shown. Their own factors are the provider's business: no password policy or code here.
 */
async function externalStep(
  context: InteractionContext,
  details: Interaction,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  const outcome = context.external.take(details.uid);
  if (outcome && 'accountId' in outcome) await finishSignIn(context, details, outcome, req, res);
  else if (outcome) sendHtml(res, 403, loginPage(context, details, { error: outcome.error }));
  if (outcome) return true;
  const providerId = new URL(req.url ?? '/', 'http://localhost').searchParams.get('provider');
  if (!providerId) return false;
  const location = await context.external.start(details.uid, providerId).catch((err: unknown) => {
    context.log('sso external provider unreachable', {
      error: err instanceof Error ? err.message : String(err),
    });
    return null;
  });
  if (location === undefined)
    throw new InteractionError(404, 'invalid_request', 'There is no such sign-in provider.');
  if (location === null) {
    const error = 'That sign-in provider cannot be reached now. Try again later.';
    sendHtml(res, 502, loginPage(context, details, { error }));
  } else {
    res.statusCode = 303;
    res.setHeader('Location', location);
    res.end();
  }
  return true;
}

async function passwordStep(
  context: InteractionContext,
  details: Interaction,
  form: URLSearchParams,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const username = (form.get('username') ?? '').trim();
  const account = username.toLowerCase();
  const client = req.socket.remoteAddress ?? '';
  const verdict = context.throttle.check(account, client, {
    deviceToken: deviceCookie(req),
    passwordChanged: passwordChangedAt(context, username),
  });
  if (verdict.locked) {
    context.log('sso sign-in refused: locked');
    res.setHeader('Retry-After', String(Math.ceil(verdict.retryAfterMs / 1000)));
    sendHtml(res, 429, loginPage(context, details, { username, error: lockedMessage(verdict.retryAfterMs) }));
    return;
  }
  // The same wait for every name, existing or not: timing tells nothing about which accounts exist.
  if (verdict.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, verdict.delayMs));
  const accountId = authenticate(context.db, username, form.get('password') ?? '');
  if (!accountId) {
    // No username in the log: users sometimes type their password into that field.
    context.log('sso sign-in rejected');
    if (context.throttle.failed(account, client)) auditSignInLock(context.db, username, client);
    sendHtml(res, 401, loginPage(context, details, { username, error: INVALID_CREDENTIALS }));
    return;
  }
  // BLOCK (SPEC §3): an expired password opens nothing; only an administrator's new password does.
  if (expiredPasswordRule(context.db, Number(accountId)) === 'refuse') {
    context.log('sso sign-in refused: password expired', { accountId });
    sendHtml(res, 403, loginPage(context, details, { username, error: PASSWORD_BLOCKED }));
    return;
  }
  // The throttle's counters end only once every step is done: a known password must not reset a code's throttling.
  await nextStep(context, details, { accountId, username, since: Date.now() }, 'password', req, res);
}
