import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Interaction } from 'oidc-provider';
import { setNewPassword } from '../areas/users/passwordChange';
import {
  confirmEnrolment,
  hasTwoFactor,
  mustEnrol,
  startEnrolment,
  verifySecondFactor,
} from '../areas/users/twoFactor';
import { TWO_FACTOR_MESSAGES } from '../../src/shared/twoFactor';
import { sendHtml, type InteractionContext } from './interactionHttp';
import { expiredPasswordRule, PASSWORD_CHANGE_REQUIRED } from './passwordPolicy';
import type { PendingSignIn } from './pendingSignIns';
import { auditSignInLock } from './signInAudit';
import { actionOf, finishSignIn } from './signInFinish';
import { lockedMessage } from './signInThrottle';
import {
  renderCodePage,
  renderEnrolPage,
  renderNewPasswordPage,
  renderRecoveryCodesPage,
} from './twoFactorPages';

type SignIn = Pick<PendingSignIn, 'accountId' | 'username' | 'since'>;
/** The steps after the password, in order; each runs only when it applies to the user. */
const STEPS = ['password', 'code', 'enrol', 'change'] as const;

export function renderPending(action: string, pending: PendingSignIn, error?: string): string {
  if (pending.stage === 'code') return renderCodePage({ action, error });
  if (pending.stage === 'enrol') return renderEnrolPage({ action, enrolment: pending.enrolment, error });
  if (pending.stage === 'change')
    return renderNewPasswordPage({ action, notice: PASSWORD_CHANGE_REQUIRED, error });
  return renderRecoveryCodesPage({ action, codes: pending.codes });
}

/**
 * Goes on after `done`: the code of a user with two-factor, the enrolment the tenant requires, the change an expired
 * password forces under RESTRICTION (SPEC §3), then the end of the sign-in.
 */
export async function nextStep(
  context: InteractionContext,
  details: Interaction,
  signIn: SignIn,
  done: (typeof STEPS)[number],
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const idUser = Number(signIn.accountId);
  const after = (step: (typeof STEPS)[number]) => STEPS.indexOf(done) < STEPS.indexOf(step);
  let pending: PendingSignIn | undefined;
  if (after('code') && hasTwoFactor(context.db, idUser)) pending = { ...signIn, stage: 'code' };
  else if (after('enrol') && mustEnrol(context.db, idUser))
    pending = { ...signIn, stage: 'enrol', enrolment: await startEnrolment(context.db, idUser) };
  else if (after('change') && expiredPasswordRule(context.db, idUser) === 'change')
    pending = { ...signIn, stage: 'change' };
  if (!pending) {
    await finishSignIn(context, details, signIn, req, res);
    return;
  }
  context.pending.set(details.uid, pending);
  sendHtml(res, 200, renderPending(actionOf(context, details), pending));
}

/** The answer to a step after the password: a code, the enrolment's first code, the recovery codes read, a new password. */
export async function followUpStep(
  context: InteractionContext,
  details: Interaction,
  pending: PendingSignIn,
  form: URLSearchParams,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const action = actionOf(context, details);
  const idUser = Number(pending.accountId);
  const refuse = (status: number, error: string) =>
    sendHtml(res, status, renderPending(action, pending, error));
  if (pending.stage === 'codes') return nextStep(context, details, pending, 'enrol', req, res);
  if (pending.stage === 'change') {
    const next = form.get('newPassword') ?? '';
    if (next !== (form.get('newPasswordConfirm') ?? '')) return refuse(400, 'The passwords do not match');
    const problem = setNewPassword(context.db, idUser, next);
    if (problem) return refuse(400, problem.password ?? 'Choose another password');
    return nextStep(context, details, pending, 'change', req, res);
  }
  const code = form.get('code') ?? '';
  if (pending.stage === 'enrol') {
    const codes = confirmEnrolment(context.db, idUser, code);
    if (!codes) return refuse(400, TWO_FACTOR_MESSAGES.invalidEnrolmentCode);
    const shown: PendingSignIn = { ...pending, stage: 'codes', codes };
    context.pending.set(details.uid, shown);
    return sendHtml(res, 200, renderPending(action, shown));
  }
  const account = pending.username.toLowerCase();
  const client = req.socket.remoteAddress ?? '';
  // No device pass here: a device that knows the password must still not guess codes without limit.
  const verdict = context.throttle.check(account, client);
  if (verdict.locked) {
    context.log('sso second factor refused: locked');
    res.setHeader('Retry-After', String(Math.ceil(verdict.retryAfterMs / 1000)));
    return refuse(429, lockedMessage(verdict.retryAfterMs));
  }
  if (verdict.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, verdict.delayMs));
  if (!verifySecondFactor(context.db, idUser, code)) {
    context.log('sso second factor rejected');
    if (context.throttle.failed(account, client)) auditSignInLock(context.db, pending.username, client);
    return refuse(401, TWO_FACTOR_MESSAGES.invalidCode);
  }
  return nextStep(context, details, pending, 'code', req, res);
}
