import { randomBytes } from 'node:crypto';
import { CALLBACK_PATH } from '../sso/externalRoutes';
import { builtinProvider, type ExternalIdpSetting, type ExternalProvider } from '../sso/externalProviders';
import type { SsoLog } from '../sso/sso';
import { createCorporateIdp, type CorporateIdp } from './corporateIdp';

/** Where the built-in stand-in identity provider lives on the platform's origin. */
export const CORPORATE_IDP_PATH = '/corp-idp';

/**
 * The external providers the SSO offers, from the setting: the built-in stand-in (started here, with a client secret
 * made for this run), a real provider, or none.
 */
export async function startExternalIdp(
  setting: ExternalIdpSetting,
  platformUrl: string,
  ssoIssuer: string,
  log: SsoLog,
): Promise<{ providers: ExternalProvider[]; idp?: CorporateIdp }> {
  if (setting.kind === 'off') return { providers: [] };
  if (setting.kind === 'oidc') return { providers: [setting.provider] };
  const provider = builtinProvider(
    `${platformUrl}${CORPORATE_IDP_PATH}`,
    randomBytes(24).toString('base64url'),
  );
  const idp = await createCorporateIdp({
    issuer: provider.issuer,
    client: {
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      redirectUri: `${ssoIssuer}${CALLBACK_PATH}`,
    },
    log,
  });
  return { providers: [provider], idp };
}
