import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Provider } from 'oidc-provider';
import type { Db } from '../db/database';
import type { ExternalSignIn } from './externalSignIn';
import type { PendingSignIns } from './pendingSignIns';
import type { SignInThrottle } from './signInThrottle';
import type { SsoLog } from './sso';

const MAX_FORM_BYTES = 16 * 1024;

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
  /** Sign-ins past the password that wait for their second factor. */
  pending: PendingSignIns;
  /** Sign-in through external providers (issue 32.5). */
  external: ExternalSignIn;
}

/** An error the user should see with a specific status and code (never a stack trace). */
export class InteractionError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
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

/** Writes a complete HTML response. */
export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  // The sign-in form must never be framed by another page (clickjacking).
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Content-Length', Buffer.byteLength(html));
  res.end(html);
}
