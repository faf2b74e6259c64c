import { externalIdpFromEnv } from './externalProviders';

describe('externalIdpFromEnv', () => {
  it('uses the built-in stand-in by default and none with EXTERNAL_IDP=off', () => {
    expect(externalIdpFromEnv({})).toEqual({ kind: 'builtin' });
    expect(externalIdpFromEnv({ EXTERNAL_IDP: 'off', EXTERNAL_IDP_ISSUER: 'https://idp.example' })).toEqual({
      kind: 'off',
    });
  });

  it('reads a real provider, keeping its issuer exactly as given', () => {
    const setting = externalIdpFromEnv({
      EXTERNAL_IDP_ISSUER: 'https://login.example.com/tenant/',
      EXTERNAL_IDP_CLIENT_ID: 'switchboard',
      EXTERNAL_IDP_CLIENT_SECRET: 's3cret',
      EXTERNAL_IDP_CLAIM: 'upn',
      EXTERNAL_IDP_USER_FIELD: 'username',
      EXTERNAL_IDP_NAME: 'Contoso',
    });
    expect(setting).toEqual({
      kind: 'oidc',
      provider: {
        id: 'corporate',
        name: 'Contoso',
        issuer: 'https://login.example.com/tenant/',
        clientId: 'switchboard',
        clientSecret: 's3cret',
        claim: 'upn',
        userField: 'username',
        scope: 'openid email profile',
      },
    });
  });

  it('refuses an incomplete or wrong configuration at start', () => {
    expect(() => externalIdpFromEnv({ EXTERNAL_IDP_ISSUER: 'https://idp.example' })).toThrow(
      'EXTERNAL_IDP_CLIENT_ID is required with EXTERNAL_IDP_ISSUER',
    );
    const complete = { EXTERNAL_IDP_CLIENT_ID: 'a', EXTERNAL_IDP_CLIENT_SECRET: 'b' };
    expect(() => externalIdpFromEnv({ ...complete, EXTERNAL_IDP_ISSUER: 'idp.example' })).toThrow(
      'EXTERNAL_IDP_ISSUER must be an http(s) address',
    );
    expect(() =>
      externalIdpFromEnv({
        ...complete,
        EXTERNAL_IDP_ISSUER: 'https://idp',
        EXTERNAL_IDP_USER_FIELD: 'phone',
      }),
    ).toThrow("EXTERNAL_IDP_USER_FIELD must be one of email, username, got 'phone'");
  });
});
