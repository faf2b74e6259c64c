import { expect, test } from '@playwright/test';
import { userInfoOf } from './support/consoleSession';
import { signInThroughSso } from './support/signIn';

test('expiring sees the password-expiry warning with its Change password action', async ({
  page,
  request,
}) => {
  await signInThroughSso(page, 'expiring', 'expiring', '/flows');
  const warning = page.getByRole('alert').filter({ hasText: 'Your password will expire in 3 days.' });
  await expect(warning).toBeVisible();
  const user = await userInfoOf(page, request); // the warning is shown, so the sign-in completed
  const action = warning.getByRole('link', { name: 'Change password' });
  await expect(action).toHaveAttribute(
    'href',
    `/administration/users/detail/${user.id}/overview?dialog=newPassword`,
  );
  await action.click();
  await expect(page).toHaveURL(
    new RegExp(`/administration/users/detail/${user.id}/overview\\?dialog=newPassword$`),
  );
});

test('a user whose password does not expire sees no warning', async ({ page }) => {
  await signInThroughSso(page, 'operator', 'operator', '/flows');
  await expect(page.getByRole('heading', { name: 'Flows' })).toBeVisible();
  await expect(page.getByText(/Your password (will expire|has expired)/)).toHaveCount(0);
});
