import { expect, test } from '@playwright/test';
import { signedIn, switchTenant } from './support/consoleSession';
import { openSignedIn } from './support/signIn';

// Themes are per tenant: this story themes Initech Insurance only, which no other story looks at.
const PURPLE = 'rgb(106, 27, 154)';
const DEFAULT_PRIMARY = 'rgb(31, 78, 140)';

test('change the primary colour, preview it, save it; another tenant keeps its theme', async ({
  page,
  browser,
}) => {
  // Two sign-ins, a tenant switch and four console loads: more than the default minute on a busy machine.
  test.slow();
  await openSignedIn(page, 'admin', '/flows');
  await signedIn(page);
  await switchTenant(page, 'Initech Insurance');
  await expect(page).toHaveURL(/\/flows$/);
  await page.goto('/administration/theme-configurator');
  await expect(page).toHaveTitle(/^Theme configurator - /);

  const primary = page.getByRole('textbox', { name: 'Primary', exact: true });
  await primary.fill('#e53935');
  await expect(page.getByText(/WCAG AA asks at least 4.5:1/)).toBeVisible();
  await primary.fill('#6a1b9a');
  await expect(page.getByText(/\(WCAG AA met\)/)).toBeVisible();
  await expect(page.getByTestId('theme-preview-bar')).toHaveCSS('background-color', PURPLE);

  // Preview mode: this browser shows the draft on /flows with a banner and a way out.
  await page.getByRole('button', { name: 'Preview in the console' }).click();
  await expect(page).toHaveURL(/\/flows$/);
  const banner = page.getByRole('alert').filter({ hasText: 'Theme preview is on' });
  await expect(banner).toBeVisible();
  await expect(page.locator('header').first()).toHaveCSS('background-color', PURPLE);
  await banner.getByRole('button', { name: 'Stop preview' }).click();
  await expect(page.locator('header').first()).toHaveCSS('background-color', DEFAULT_PRIMARY);

  // The configurator reopens the previewed draft; save it after confirmation.
  await page.goto('/administration/theme-configurator');
  await expect(page.getByRole('textbox', { name: 'Primary', exact: true })).toHaveValue('#6a1b9a');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The theme was saved.')).toBeVisible();
  await page.reload();
  await expect(page.locator('header').first()).toHaveCSS('background-color', PURPLE);

  // Another tenant's console is unchanged.
  const other = await browser.newContext();
  const operator = await other.newPage();
  await openSignedIn(operator, 'operator', '/flows');
  await signedIn(operator);
  await expect(operator.locator('header').first()).toHaveCSS('background-color', DEFAULT_PRIMARY);
  await other.close();

  // Reset after confirmation: the default again.
  await page.getByRole('button', { name: 'Reset to default' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The theme was reset to the default.')).toBeVisible();
  await expect(page.locator('header').first()).toHaveCSS('background-color', DEFAULT_PRIMARY);
});
