import { expect, test } from '@playwright/test';
import { signedIn } from './support/consoleSession';

test('a corporate user signs in through the second provider into the console', async ({ page }) => {
  await page.goto('/flows');
  await expect(page).toHaveTitle('Sign in - Switchboard');
  await page.getByRole('link', { name: 'Sign in with Corporate ID' }).click();
  // The stand-in corporate provider's own page and user (mapped by e-mail to the seeded viewer).
  await expect(page).toHaveTitle('Sign in - Corporate ID');
  await page.getByLabel('Username').fill('vera');
  await page.getByLabel('Password').fill('vera');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await signedIn(page);
  await expect(page).toHaveURL(/\/flows$/);
  await expect(page.getByRole('button', { name: 'Profile of Vera Viewer' })).toBeVisible();
});
