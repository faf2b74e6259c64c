import { expect, type Page } from '@playwright/test';

/** Signs in through the SSO's real HTML form, starting from a console path. */
export async function signInThroughSso(page: Page, username: string, password = username, startPath = '/') {
  await page.goto(startPath);
  await expect(page).toHaveTitle(/Sign in/);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
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
