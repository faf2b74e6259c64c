import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Interaction } from 'oidc-provider';
import {
  confirmEnrolment,
  hasTwoFactor,
  mustEnrol,
  startEnrolment,
  verifySecondFactor,
} from '../areas/users/twoFactor';
import { TWO_FACTOR_MESSAGES } from '../../src/shared/twoFactor';
import { readForm, sendHtml, type InteractionContext } from './interactionHttp';
import type { PendingSignIn } from './pendingSignIns';
import { auditSignInLock } from './signInAudit';
import { lockedMessage } from './signInThrottle';
import { authenticate } from './ssoAccounts';
import { renderLoginPage } from './ssoPages';
import { renderCodePage, renderEnrolPage, renderRecoveryCodesPage } from './twoFactorPages';

export const INVALID_CREDENTIALS = 'Invalid username or password';

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

/** The `login` prompt: the password, then (when the user has or must set up two-factor) the second step. */
export async function handleLogin(
  context: InteractionContext,
  details: Interaction,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const action = `${context.interactionPath}/${encodeURIComponent(details.uid)}`;
  const pending = context.pending.get(details.uid);
  if (req.method === 'GET') {
    if (pending) sendHtml(res, 200, renderPending(action, pending));
    else {
      const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
      sendHtml(res, 200, renderLoginPage({ action, username: hint }));
    }
    return;
  }
  const form = await readForm(req);
  if (pending) await secondStep(context, details, pending, form, req, res);
  else await passwordStep(context, details, form, req, res);
}

async function passwordStep(
  context: InteractionContext,
  details: Interaction,
  form: URLSearchParams,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const action = `${context.interactionPath}/${encodeURIComponent(details.uid)}`;
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
  const since = Date.now();
  // The counters end only once the second factor is in: a known password must not reset the code's throttling.
  if (hasTwoFactor(context.db, Number(accountId))) {
    const pending: PendingSignIn = { stage: 'code', accountId, username, since };
    context.pending.set(details.uid, pending);
    sendHtml(res, 200, renderPending(action, pending));
    return;
  }
  if (mustEnrol(context.db, Number(accountId))) {
    const enrolment = await startEnrolment(context.db, Number(accountId));
    const pending: PendingSignIn = { stage: 'enrol', accountId, username, since, enrolment };
    context.pending.set(details.uid, pending);
    sendHtml(res, 200, renderPending(action, pending));
    return;
  }
  await finishSignIn(context, details, accountId, username, req, res);
}

function renderPending(action: string, pending: PendingSignIn, error?: string): string {
  if (pending.stage === 'code') return renderCodePage({ action, error });
  if (pending.stage === 'enrol') return renderEnrolPage({ action, enrolment: pending.enrolment, error });
  return renderRecoveryCodesPage({ action, codes: pending.codes });
}

/** A code (or recovery code) after the password, throttled like passwords; or the enrolment a tenant requires. */
async function secondStep(
  context: InteractionContext,
  details: Interaction,
  pending: PendingSignIn,
  form: URLSearchParams,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const action = `${context.interactionPath}/${encodeURIComponent(details.uid)}`;
  const idUser = Number(pending.accountId);
  if (pending.stage === 'codes') {
    await finishSignIn(context, details, pending.accountId, pending.username, req, res);
    return;
  }
  const code = form.get('code') ?? '';
  if (pending.stage === 'enrol') {
    const codes = confirmEnrolment(context.db, idUser, code);
    if (!codes) {
      sendHtml(res, 400, renderPending(action, pending, TWO_FACTOR_MESSAGES.invalidEnrolmentCode));
      return;
    }
    const next: PendingSignIn = { ...pending, stage: 'codes', codes };
    context.pending.set(details.uid, next);
    sendHtml(res, 200, renderPending(action, next));
    return;
  }
  const account = pending.username.toLowerCase();
  const client = req.socket.remoteAddress ?? '';
  // No device pass here: a device that knows the password must still not guess codes without limit.
  const verdict = context.throttle.check(account, client);
  if (verdict.locked) {
    context.log('sso second factor refused: locked');
    res.setHeader('Retry-After', String(Math.ceil(verdict.retryAfterMs / 1000)));
    sendHtml(res, 429, renderPending(action, pending, lockedMessage(verdict.retryAfterMs)));
    return;
  }
  if (verdict.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, verdict.delayMs));
  if (!verifySecondFactor(context.db, idUser, code)) {
    context.log('sso second factor rejected');
    if (context.throttle.failed(account, client)) auditSignInLock(context.db, pending.username, client);
    sendHtml(res, 401, renderPending(action, pending, TWO_FACTOR_MESSAGES.invalidCode));
    return;
  }
  await finishSignIn(context, details, pending.accountId, pending.username, req, res);
}

/** Every factor is in: the throttle forgets the account's failures, the device is remembered, the SSO session starts. */
async function finishSignIn(
  context: InteractionContext,
  details: Interaction,
  accountId: string,
  username: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const account = username.toLowerCase();
  const client = req.socket.remoteAddress ?? '';
  context.pending.delete(details.uid);
  const lockLifted = context.throttle.check(account, client).locked;
  const device = context.throttle.succeeded(account, client, deviceCookie(req));
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
