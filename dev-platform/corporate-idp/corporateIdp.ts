import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';
import { readForm, sendHtml } from '../sso/interactionHttp';
import { handleInteraction, type ConsentContext } from '../sso/interactions';
import type { SsoLog } from '../sso/sso';
import { INTERACTION_ROUTE, mountPath, stripPrefix } from '../sso/ssoMount';
import { renderErrorPage, renderLoginPage } from '../sso/ssoPages';
import { corporateUserFor, CORPORATE_USERS, type CorporateUser } from './corporateUsers';
import { MemoryStore } from './memoryAdapter';

/** The relying party the stand-in knows: the platform's SSO. */
export interface CorporateClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

/** A running stand-in identity provider. */
export interface CorporateIdp {
  issuer: string;
  /** Node handler for every request below the issuer path (the URL still with its prefix). */
  handle(req: IncomingMessage, res: ServerResponse): void;
}

const BRAND = 'Corporate ID';

/**
 * A second, separate OpenID provider standing in for a corporate identity provider (issue 32.5): its own users,
 * keys, cookies and sign-in page, built from the SSO's parts (oidc-provider, the interaction routes, the page look).
 * Its state lives in memory: a restart only signs its users out of it.
 */
export async function createCorporateIdp(options: {
  issuer: string;
  client: CorporateClient;
  users?: readonly CorporateUser[];
  log?: SsoLog;
}): Promise<CorporateIdp> {
  const { issuer, client } = options;
  const users = options.users ?? CORPORATE_USERS;
  const issuerPath = new URL(issuer).pathname.replace(/\/+$/, '');
  const provider = new Provider(issuer, await configuration(issuerPath, client, users));
  provider.proxy = false;
  provider.app.on('error', (err: Error) => options.log?.('corporate idp error', { error: err.message }));
  const callback = provider.callback();
  const context: ConsentContext = {
    provider,
    log: options.log ?? (() => {}),
    trustedClients: new Set([client.clientId]),
  };
  const login = async (details: { uid: string }, req: IncomingMessage, res: ServerResponse) => {
    const action = `${issuerPath}/interaction/${encodeURIComponent(details.uid)}`;
    if (req.method === 'GET') return sendHtml(res, 200, renderLoginPage({ action, brand: BRAND }));
    const form = await readForm(req);
    const username = form.get('username') ?? '';
    const user = corporateUserFor(users, username, form.get('password') ?? '');
    if (!user) {
      const error = 'Invalid username or password';
      return sendHtml(res, 401, renderLoginPage({ action, brand: BRAND, username, error }));
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: user.username } },
      { mergeWithLastSubmission: false },
    );
  };

  return {
    issuer,
    handle(req, res) {
      const rest = stripPrefix(req.url ?? '/', issuerPath);
      if (rest === undefined) return sendHtml(res, 404, renderErrorPage({ error: 'not_found' }));
      const interaction = INTERACTION_ROUTE.exec(rest.split('?')[0]);
      if (interaction) {
        res.setHeader('Cache-Control', 'no-store');
        void handleInteraction(context, interaction[1], req, res, (details) => login(details, req, res));
        return;
      }
      mountPath(req, rest);
      void callback(req, res);
    },
  };
}

async function configuration(
  issuerPath: string,
  client: CorporateClient,
  users: readonly CorporateUser[],
): Promise<Configuration> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return {
    adapter: new MemoryStore().adapterFor,
    jwks: { keys: [{ ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' }] },
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        client_name: 'Switchboard SSO',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: [client.redirectUri],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    findAccount: (_ctx, sub) => {
      const user = users.find((candidate) => candidate.username === sub);
      if (!user) return undefined;
      const claims = {
        sub,
        email: user.email,
        email_verified: true,
        name: user.name,
        preferred_username: sub,
      };
      return { accountId: sub, claims: async () => claims };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    scopes: ['openid', 'email', 'profile'],
    // The relying party reads who signed in from the ID token alone.
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    // Its own names, kept to its own path: the SSO's cookies on the same host stay apart.
    cookies: {
      keys: [randomBytes(32).toString('base64url')],
      names: { session: 'corp_idp_session', interaction: 'corp_idp_interaction', resume: 'corp_idp_resume' },
      long: { httpOnly: true, sameSite: 'lax', path: issuerPath || '/' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    interactions: { url: (_ctx, interaction) => `${issuerPath}/interaction/${interaction.uid}` },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderErrorPage({ error: out.error ?? 'server_error', description: out.error_description });
    },
    features: { devInteractions: { enabled: false } },
    ttl: {
      AccessToken: 300,
      AuthorizationCode: 60,
      IdToken: 300,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
  };
}
