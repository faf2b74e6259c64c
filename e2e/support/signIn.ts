import { expect, test, type Page } from '@playwright/test';
import { CookieJar, signIn } from '../../tests/support/oidcClient';

/** Signs in through the SSO's real HTML form, starting from a console path. */
export async function signInThroughSso(page: Page, username: string, password = username, startPath = '/') {
  await page.goto(startPath);
  await expect(page).toHaveTitle(/Sign in/);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Opens a console path already signed in, for stories about something else than signing in: the same code flow runs
 * from the test (the SSO's real form and token endpoint), then the browser gets the SSO's cookies and the tab the
 * user as oidc-client-ts stores it after its callback. It saves each story a second load of the console (the
 * callback's), which the sign-in stories (`signInThroughSso`) still go through.
 */
export async function openSignedIn(page: Page, username: string, startPath = '/', password = username) {
  const baseURL = test.info().project.use.baseURL!;
  const jar = new CookieJar();
  const result = await signIn(baseURL, username, password, jar);
  if (!result.ok) throw new Error(`sign-in of ${username} failed with ${result.status}`);
  const { sso } = (await (await fetch(`${baseURL}/config.json`)).json()) as {
    sso: { authority: string; clientId: string };
  };
  const { tokens } = result;
  const profile = JSON.parse(
    Buffer.from(tokens.id_token!.split('.')[1]!, 'base64url').toString('utf8'),
  ) as object;
  const stored = JSON.stringify({
    id_token: tokens.id_token,
    session_state: null,
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    token_type: 'Bearer',
    scope: tokens.scope,
    profile,
    expires_at: Math.floor(Date.now() / 1000) + tokens.expires_in,
  });
  await page.context().addCookies(jar.list().map((cookie) => ({ ...cookie, url: baseURL })));
  // Once per tab: a story that signs out must stay signed out on its next navigation.
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('e2e.signedIn')) return;
      sessionStorage.setItem('e2e.signedIn', '1');
      sessionStorage.setItem(key!, value!);
    },
    [`oidc.user:${sso.authority}:${sso.clientId}`, stored],
  );
  await page.goto(startPath);
}

/** The access token the console holds in sessionStorage (oidc-client-ts user store). */
export async function accessTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i)!;
      if (key.startsWith('oidc.user:'))
        return (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token;
    }
    return null;
  });
  if (!token) throw new Error('No signed-in user in sessionStorage');
  return token;
}
