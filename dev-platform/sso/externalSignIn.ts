import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { Db } from '../db/database';
import type { ExternalProvider, ExternalProviderEntry } from './externalProviders';
import { InteractionError } from './interactionHttp';
import type { SsoLog } from './sso';
import type { ProviderLink } from './ssoPages';

/** How a federated sign-in ended, for the interaction that started it. */
export type ExternalOutcome = { accountId: string; username: string } | { error: string };

interface Started {
  uid: string;
  provider: ExternalProvider;
  verifier: string;
  nonce: string;
  since: number;
}

interface Metadata {
  authorization_endpoint: string;
  token_endpoint: string;
  jwks: ReturnType<typeof createRemoteJWKSet>;
}

/** A federated sign-in may take as long as a sign-in form may sit open. */
const TTL_MS = 10 * 60_000;
const MAX_STARTED = 10_000;
const token = () => randomBytes(32).toString('base64url');

/**
 * Sign-in through external OpenID providers (issue 32.5): authorization code + PKCE from the SSO to the provider, the
 * ID token verified against the provider's keys, its configured claim mapped to one enabled platform user.
 */
export class ExternalSignIn {
  private readonly started = new Map<string, Started>();
  private readonly outcomes = new Map<string, ExternalOutcome & { since: number }>();
  private readonly metadata = new Map<string, Promise<Metadata>>();

  constructor(
    private readonly db: Db,
    private readonly providers: readonly ExternalProvider[],
    /** The SSO's redirect URI, registered at every provider. */
    readonly callbackUrl: string,
    private readonly log: SsoLog,
  ) {}

  list(): ExternalProviderEntry[] {
    return this.providers.map(({ id, name }) => ({ id, name }));
  }

  /** The sign-in page's "Sign in with …" links: back to the interaction, which starts the federation. */
  links(interactionUrl: string): ProviderLink[] {
    return this.providers.map(({ id, name }) => ({
      name,
      href: `${interactionUrl}?provider=${encodeURIComponent(id)}`,
    }));
  }

  /** The provider's authorization URL for interaction `uid`, or undefined for an unknown provider. */
  async start(uid: string, providerId: string): Promise<string | undefined> {
    const provider = this.providers.find((candidate) => candidate.id === providerId);
    if (!provider) return undefined;
    const { authorization_endpoint } = await this.metadataOf(provider);
    const state = token();
    const started = { uid, provider, verifier: token(), nonce: token(), since: Date.now() };
    this.prune();
    this.started.set(state, started);
    const url = new URL(authorization_endpoint);
    url.search = new URLSearchParams({
      client_id: provider.clientId,
      response_type: 'code',
      scope: provider.scope,
      redirect_uri: this.callbackUrl,
      state,
      nonce: started.nonce,
      code_challenge: createHash('sha256').update(started.verifier).digest('base64url'),
      code_challenge_method: 'S256',
    }).toString();
    return url.href;
  }

  /** Handles the provider's answer at the callback; returns the interaction uid to go back to. */
  async finish(query: URLSearchParams): Promise<string> {
    const state = query.get('state') ?? '';
    const started = this.started.get(state);
    this.started.delete(state);
    if (!started || Date.now() - started.since > TTL_MS)
      throw new InteractionError(
        400,
        'invalid_request',
        'The sign-in request has expired or was already completed.',
      );
    const outcome = await this.outcomeOf(started, query).catch((err: unknown) => {
      this.log('sso external sign-in failed', { error: err instanceof Error ? err.message : String(err) });
      return { error: `${started.provider.name} did not confirm the sign-in. Try again.` };
    });
    this.outcomes.set(started.uid, { ...outcome, since: Date.now() });
    return started.uid;
  }

  /** The outcome waiting for interaction `uid` (once). */
  take(uid: string): ExternalOutcome | undefined {
    const outcome = this.outcomes.get(uid);
    this.outcomes.delete(uid);
    return outcome && Date.now() - outcome.since <= TTL_MS ? outcome : undefined;
  }

  private async outcomeOf(started: Started, query: URLSearchParams): Promise<ExternalOutcome> {
    const { provider } = started;
    if (query.has('error')) return { error: `Sign-in with ${provider.name} was not completed.` };
    const metadata = await this.metadataOf(provider);
    const response = await fetch(metadata.token_endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${encodeURIComponent(provider.clientId)}:${encodeURIComponent(provider.clientSecret)}`).toString('base64')}`,
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: query.get('code') ?? '',
        redirect_uri: this.callbackUrl,
        code_verifier: started.verifier,
      }),
    });
    const body = (await response.json()) as { id_token?: unknown; error?: unknown };
    if (!response.ok || typeof body.id_token !== 'string')
      throw new Error(`token endpoint answered ${response.status} ${String(body.error ?? '')}`);
    const { payload } = await jwtVerify(body.id_token, metadata.jwks, {
      issuer: provider.issuer,
      audience: provider.clientId,
    });
    if (payload.nonce !== started.nonce) throw new Error('the ID token does not answer this sign-in (nonce)');
    return this.mapUser(provider, payload);
  }

  /** The one enabled platform user whose configured field equals the claim; anything else is a clear refusal. */
  private mapUser(provider: ExternalProvider, payload: JWTPayload): ExternalOutcome {
    const value = payload[provider.claim];
    const unverified = provider.claim === 'email' && payload.email_verified === false;
    if (typeof value !== 'string' || !value.trim() || unverified)
      return { error: `${provider.name} did not tell who you are (no verified ${provider.claim}).` };
    const users = this.db
      .prepare(`SELECT id, username FROM user WHERE lower(${provider.userField}) = lower(?) AND enabled = 1`)
      .all(value.trim()) as { id: number; username: string }[];
    if (users.length !== 1) {
      this.log('sso external sign-in refused: not mapped', { provider: provider.id, matches: users.length });
      const field = provider.userField === 'email' ? 'e-mail' : 'username';
      return {
        error: `Your ${provider.name} account (${value}) is not linked to a Switchboard user. Ask an administrator to add a user with this ${field}.`,
      };
    }
    const [user] = users;
    this.db.prepare('UPDATE user SET last_login = ? WHERE id = ?').run(new Date().toISOString(), user.id);
    return { accountId: String(user.id), username: user.username };
  }

  private metadataOf(provider: ExternalProvider): Promise<Metadata> {
    let metadata = this.metadata.get(provider.id);
    if (!metadata) {
      metadata = discover(provider);
      // A provider that was down is asked again next time.
      metadata.catch(() => this.metadata.delete(provider.id));
      this.metadata.set(provider.id, metadata);
    }
    return metadata;
  }

  private prune(): void {
    const now = Date.now();
    for (const [state, started] of this.started) if (now - started.since > TTL_MS) this.started.delete(state);
    for (const [uid, outcome] of this.outcomes) if (now - outcome.since > TTL_MS) this.outcomes.delete(uid);
    if (this.started.size >= MAX_STARTED) this.started.delete(this.started.keys().next().value as string);
  }
}

async function discover(provider: ExternalProvider): Promise<Metadata> {
  const response = await fetch(`${provider.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`discovery of ${provider.id} answered ${response.status}`);
  const doc = (await response.json()) as Record<string, unknown>;
  if (doc.issuer !== provider.issuer) throw new Error(`discovery of ${provider.id} names another issuer`);
  const { authorization_endpoint, token_endpoint, jwks_uri } = doc;
  if (
    typeof authorization_endpoint !== 'string' ||
    typeof token_endpoint !== 'string' ||
    typeof jwks_uri !== 'string'
  )
    throw new Error(`discovery of ${provider.id} lacks endpoints`);
  return { authorization_endpoint, token_endpoint, jwks: createRemoteJWKSet(new URL(jwks_uri)) };
}
