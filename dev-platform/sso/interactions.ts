import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Interaction, Provider } from 'oidc-provider';
import { InteractionError, sendHtml } from './interactionHttp';
import type { SsoLog } from './sso';
import { renderErrorPage } from './ssoPages';

/** What any provider's interaction routes need: the SSO's and the stand-in identity provider's. */
export interface ConsentContext {
  provider: Provider;
  log: SsoLog;
  /** The first-party clients whose consent is granted without asking. */
  trustedClients: ReadonlySet<string>;
}

/** The `login` prompt of one provider: its sign-in page and what the page posts. */
export type LoginStep = (details: Interaction, req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * Serves `GET|POST {interactionPath}/{uid}`: the sign-in form for the `login` prompt and an automatic grant for
 * the `consent` prompt (first-party client, no consent page).
 */
export async function handleInteraction(
  context: ConsentContext,
  uid: string,
  req: IncomingMessage,
  res: ServerResponse,
  login: LoginStep,
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
      await login(details, req, res);
    } else if (details.prompt.name === 'consent') {
      await grantConsent(context, details, req, res);
    } else {
      throw new InteractionError(400, 'invalid_request', 'This sign-in step is not supported.');
    }
  } catch (err) {
    sendError(context, res, err);
  }
}

// The documented oidc-provider consent handling, minus the page: grant exactly what the prompt reports missing.
async function grantConsent(
  context: ConsentContext,
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

function sendError(context: ConsentContext, res: ServerResponse, err: unknown): void {
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
