import { expect, test, type Page } from '@playwright/test';
import { signedIn } from './support/consoleSession';
import { downloadFinishedExport } from './support/exports';
import { openSignedIn } from './support/signIn';

// Defects a new user met (issue 8, item 10), seen in a real browser against the dev platform.

/** The cells of one CSV line (RFC 4180 quoting). */
const csvCells = (line: string) =>
  [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, cell]) =>
    cell!.startsWith('"') ? cell!.slice(1, -1).replace(/""/g, '"') : cell!,
  );

/** Every failed response and console error of the page, e.g. a missing favicon. */
function failuresOf(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(message.text());
  });
  return failures;
}

test('the sign-in page declares an icon that exists and asks for nothing missing', async ({ page }) => {
  const failures = failuresOf(page);
  await page.goto('/flows');
  await expect(page).toHaveTitle('Sign in - Switchboard');
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(icon).toBe('/favicon.svg');
  for (const path of [icon!, '/favicon.ico']) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toMatch(/^image\/svg\+xml/);
  }
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('admin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await signedIn(page);
  expect(failures).toEqual([]);
});

test('a failed sign-in says so in the tab title too', async ({ page }) => {
  await page.goto('/auth-callback?code=x&state=y');
  await expect(page.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible();
  await expect(page).toHaveTitle('Sign-in failed - Switchboard');
});

test('wrong addresses under a resource show "Page not found" or the API error, in place', async ({
  page,
}) => {
  await openSignedIn(page, 'admin', '/flows/garbage/xyz');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('The page you were looking for does not exist')).toBeVisible();
  await expect(page).toHaveURL(/\/flows\/garbage\/xyz$/);

  await page.goto('/administration/tenants/whatever');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  await page.goto('/flows/detail/99999/overview');
  await expect(page.getByRole('heading', { name: 'Flow could not be loaded' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /^Error \(404\) - Flow not found$/ })).toBeVisible();
  await expect(page.getByText('Element does not exist')).toHaveCount(0);
  await expect(page).toHaveURL(/\/flows\/detail\/99999\/overview$/);
});

test("a list's CSV export is the list as shown: its headers, labels and dates", async ({ page }) => {
  test.setTimeout(90_000);
  await openSignedIn(page, 'admin', '/administration/tenants');
  await signedIn(page);
  const table = page.locator('table').first();
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const headers = (await table.locator('thead th').allInnerTexts())
    .map((text) => text.trim())
    .filter(Boolean);
  expect(headers).toEqual(['Name', 'Code', 'Parent', 'Enabled', 'Channels', 'Users', 'Lines', 'Created']);
  const shown = (await table.locator('tbody tr').first().locator('td').allInnerTexts()).map((text) =>
    text.trim(),
  );

  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByText('The export runs as a background task: follow it in the bell.')).toBeVisible();
  const { text } = await downloadFinishedExport(page, 'CSV export: tenants', 60_000);
  const [header, ...rows] = text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  expect(csvCells(header!)).toEqual(headers);
  // The first row as the list shows it (same sort): text cells, the parent's name, the date in the console zone.
  const cells = csvCells(rows[0]!);
  const byHeader = (name: string) => cells[headers.indexOf(name)];
  for (const name of ['Name', 'Code', 'Parent', 'Users', 'Lines', 'Created'])
    expect(byHeader(name), name).toBe(shown[headers.indexOf(name) + (shown.length - headers.length)]);
  expect(byHeader('Created')).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  expect(['Yes', 'No']).toContain(byHeader('Enabled'));
});
