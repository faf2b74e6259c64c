import type { RuntimeConfig } from '../../src/shared/wire/runtimeConfig';

/** The `/config.json` the console reads at start-up, pointing at this platform. */
export function runtimeConfigFor(
  publicUrl: string,
  resources: string[] = [],
  pages: string[] = [],
): RuntimeConfig {
  return {
    coreApiUrl: `${publicUrl}/api`,
    nlpApiUrl: `${publicUrl}/nlp`,
    hubUrl: `${publicUrl}/hubs/console`,
    sso: {
      authority: `${publicUrl}/sso`,
      clientId: 'core.fe',
      scope: 'openid profile api IdentityServerApi offline_access',
      redirectPath: '/auth-callback',
      silentRedirectPath: '/auth-refresh',
      postLogoutRedirectPath: '/',
    },
    // Runtime JSON resources for ops: the files in use of the configuration directory (docs/configuration.md).
    resources,
    // Pages made of the framework's blocks, declared by ops the same way.
    pages,
  };
}
