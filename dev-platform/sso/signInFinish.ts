import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Interaction } from 'oidc-provider';
import type { InteractionContext } from './interactionHttp';
import { auditSignInLock } from './signInAudit';

/** The cookie that marks a device which signed an account in before (it passes that account's source lock). */
const DEVICE_COOKIE = 'sb_device';

export function deviceCookie(req: IncomingMessage): string | undefined {
  const pair = (req.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${DEVICE_COOKIE}=`));
  return pair?.slice(DEVICE_COOKIE.length + 1) || undefined;
}

/** The URL the interaction's forms post back to. */
export const actionOf = (context: InteractionContext, details: Interaction) =>
  `${context.interactionPath}/${encodeURIComponent(details.uid)}`;

/** Every step is done: the throttle forgets the account's failures, the device is remembered, the session starts. */
export async function finishSignIn(
  context: InteractionContext,
  details: Interaction,
  signIn: { accountId: string; username: string },
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const { accountId, username } = signIn;
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
