import { expect, test } from '@playwright/test';
import { signInThroughSso } from './support/signIn';

test('expiring sees the password-expiry warning; its Change password opens their own profile', async ({
  page,
}) => {
  await signInThroughSso(page, 'expiring', 'expiring', '/flows');
  const warning = page.getByRole('alert').filter({ hasText: 'Your password will expire in 3 days.' });
  await expect(warning).toBeVisible();
  const action = warning.getByRole('link', { name: 'Change password' });
  await expect(action).toHaveAttribute('href', '/profile');
  await action.click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('region', { name: 'Password' }).getByLabel('Current password')).toBeVisible();
});

test('a user whose password does not expire sees no warning', async ({ page }) => {
  await signInThroughSso(page, 'operator', 'operator', '/flows');
  await expect(page.getByRole('heading', { name: 'Flows' })).toBeVisible();
  await expect(page.getByText(/Your password (will expire|has expired)/)).toHaveCount(0);
});
