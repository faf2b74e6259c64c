import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Platform } from '../../dev-platform/platform';
import { CookieJar, signIn } from '../support/oidcClient';
import { startTestPlatform } from '../support/testPlatform';

let platform: Platform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => platform?.close());

/** Opens the SSO's sign-out page and reads its confirmation form (action and fields). */
async function signOutForm(jar: CookieJar, idToken: string) {
  const url = new URL(`${platform.url}/sso/session/end`);
  url.search = new URLSearchParams({
    id_token_hint: idToken,
    post_logout_redirect_uri: `${platform.url}/`,
  }).toString();
  const response = await fetch(url, { headers: { cookie: jar.header() }, redirect: 'manual' });
  jar.store(response);
  const html = await response.text();
  const action = /<form[^>]*action="([^"]*)"/i.exec(html)?.[1] ?? '';
  const fields = new URLSearchParams();
  for (const input of html.matchAll(/<input[^>]*>/gi)) {
    const name = /name="([^"]*)"/i.exec(input[0])?.[1];
    if (name) fields.set(name, /value="([^"]*)"/i.exec(input[0])?.[1] ?? '');
  }
  fields.set('logout', 'yes');
  return () =>
    fetch(new URL(action.replace(/&amp;/g, '&'), platform.url), {
      method: 'POST',
      body: fields,
      headers: {
        cookie: jar.header(),
        accept: 'text/html',
        'content-type': 'application/x-www-form-urlencoded',
      },
      redirect: 'manual',
    });
}

// Two tabs of one browser sign out at once: the second confirmation finds the session already ended (its form's
// secret went with it). It goes where a sign-out goes, like the first, instead of an error page.
it('a second sign-out of an ended session goes to the console like the first, not to an error', async () => {
  const jar = new CookieJar();
  const result = await signIn(platform.url, 'admin', 'admin', jar);
  if (!result.ok) throw new Error('sign-in failed');
  const idToken = result.tokens.id_token!;
  // Each tab opens the sign-out page; the second one's opening renews the secret the first one's form carries.
  const first = await signOutForm(jar, idToken);
  const second = await signOutForm(jar, idToken);
  const late = await first();
  expect([302, 303]).toContain(late.status);
  expect(late.headers.get('location')).toBe(`${platform.url}/`);
  const ended = await second();
  expect([302, 303]).toContain(ended.status);
  expect(ended.headers.get('location')).toBe(`${platform.url}/`);
});
