/** One external OpenID provider the SSO federates to (issue 32.5, SPEC §7 "external sign-in providers list"). */
export interface ExternalProvider {
  /** Short id used in addresses, e.g. `corporate`. */
  id: string;
  /** Shown on the sign-in page as "Sign in with {name}". */
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The ID-token claim that names the platform user, e.g. `email`. */
  claim: string;
  /** The user column the claim's value is matched against, case-insensitively. */
  userField: 'email' | 'username';
  scope: string;
}

/** What the providers list answers: no issuer, client or secret, only what a sign-in page shows. */
export interface ExternalProviderEntry {
  id: string;
  name: string;
}

/**
 * Where the SSO federates to: the dev platform's own stand-in identity provider (`builtin`, the default), a real
 * one named by the environment, or none (`off`).
 */
export type ExternalIdpSetting =
  { kind: 'builtin' } | { kind: 'off' } | { kind: 'oidc'; provider: ExternalProvider };

const USER_FIELDS = ['email', 'username'] as const;
const DEFAULT_NAME = 'Corporate ID';

/** The stand-in provider's entry; its issuer, client and secret are made by the platform at start. */
export function builtinProvider(issuer: string, clientSecret: string): ExternalProvider {
  return {
    id: 'corporate',
    name: DEFAULT_NAME,
    issuer,
    clientId: 'switchboard-sso',
    clientSecret,
    claim: 'email',
    userField: 'email',
    scope: 'openid email profile',
  };
}

/** Reads `EXTERNAL_IDP*` (docs/sign-in-and-session.md, "External sign-in providers"). */
export function externalIdpFromEnv(env: NodeJS.ProcessEnv): ExternalIdpSetting {
  if (env.EXTERNAL_IDP === 'off') return { kind: 'off' };
  if (!env.EXTERNAL_IDP_ISSUER) return { kind: 'builtin' };
  const required = (name: string) => {
    const value = env[name];
    if (!value) throw new Error(`${name} is required with EXTERNAL_IDP_ISSUER`);
    return value;
  };
  const userField = env.EXTERNAL_IDP_USER_FIELD || 'email';
  if (!USER_FIELDS.includes(userField as 'email'))
    throw new Error(`EXTERNAL_IDP_USER_FIELD must be one of ${USER_FIELDS.join(', ')}, got '${userField}'`);
  // Kept exactly as given: the ID token's `iss` must equal it (some providers end theirs with a slash).
  const issuer = env.EXTERNAL_IDP_ISSUER;
  if (!/^https?:\/\//.test(issuer)) throw new Error(`EXTERNAL_IDP_ISSUER must be an http(s) address`);
  return {
    kind: 'oidc',
    provider: {
      id: env.EXTERNAL_IDP_ID || 'corporate',
      name: env.EXTERNAL_IDP_NAME || DEFAULT_NAME,
      issuer,
      clientId: required('EXTERNAL_IDP_CLIENT_ID'),
      clientSecret: required('EXTERNAL_IDP_CLIENT_SECRET'),
      claim: env.EXTERNAL_IDP_CLAIM || 'email',
      userField: userField as ExternalProvider['userField'],
      scope: env.EXTERNAL_IDP_SCOPE || 'openid email profile',
    },
  };
}
