import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accessTokenOf, openSignedIn } from './support/signIn';

// Runs on the separate "short-tokens" platform: the saved theme is platform-wide and must not disturb other specs.

const saveTheme = async (page: Page, request: APIRequestContext, theme: string) => {
  const response = await request.post('/api/home/application-configuration', {
    headers: { Authorization: `Bearer ${await accessTokenOf(page)}` },
    data: { theme },
  });
  expect(response.status()).toBe(200);
};

const branded = JSON.stringify({
  title: 'Acme Branding',
  colors: { primary: 'rgb(198, 40, 40)', secondary: '#2e7d32' },
  favicon: { source: '/favicon.svg?acme' },
  logos: { console: { source: '/favicon.svg?logo', width: 40, height: 24 } },
});

test('the saved theme brands the console; an invalid one falls back with a warning; preview mode overrides', async ({
  page,
  request,
}) => {
  await openSignedIn(page, 'admin', '/flows');
  await expect(page.getByRole('heading', { name: 'Flows' })).toBeVisible();
  try {
    await saveTheme(page, request, branded);
    await page.reload();
    await expect(page).toHaveTitle('Flows - Acme Branding');
    const year = new Date().getFullYear();
    await expect(page.getByText(`© ${year} Acme Branding · Release 2.0.31`)).toBeVisible();
    const logo = page.getByRole('img', { name: 'Acme Branding' });
    await expect(logo).toHaveAttribute('src', '/favicon.svg?logo');
    expect(await logo.evaluate((img: HTMLImageElement) => [img.width, img.height])).toEqual([40, 24]);
    await expect(page.locator('header').first()).toHaveCSS('background-color', 'rgb(198, 40, 40)');
    // Set once the first screen is shown (no icon is read before the first frame).
    await expect
      .poll(() => page.evaluate(() => document.querySelector('link[rel="icon"]')?.getAttribute('href')))
      .toBe('/favicon.svg?acme');
    await expect(page.getByText('The configured theme is invalid', { exact: false })).toHaveCount(0);

    // Preview mode (a local entry) shows the previewed theme instead of the saved one, until stopped.
    await page.evaluate(() => {
      localStorage.setItem('themeConfiguration', JSON.stringify({ title: 'Preview Corp' }));
      localStorage.setItem('themePreviewMode', 'true');
    });
    await page.reload();
    await expect(page).toHaveTitle('Flows - Preview Corp');
    await expect(page.getByText(/Theme preview is on/)).toBeVisible();
    await page.getByRole('button', { name: 'Stop preview' }).click();
    await expect(page).toHaveTitle('Flows - Acme Branding');
    expect(await page.evaluate(() => localStorage.getItem('themePreviewMode'))).toBeNull();

    // A theme MUI could not render (and an unsafe logo): the platform refuses to store it (issue 9) ...
    const broken = JSON.stringify({
      title: 'Broken',
      colors: { primary: 'color(display-p3 1 0 0)' },
      logos: { console: { source: 'javascript:alert(1)', width: 1, height: 1 } },
    });
    const refused = await request.post('/api/home/application-configuration', {
      headers: { Authorization: `Bearer ${await accessTokenOf(page)}` },
      data: { theme: broken },
    });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toContain('theme.colors.primary');
    // ... and a backend that stored one anyway still gets the default theme with a visible warning.
    await page.route('**/api/home/application-configuration', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { theme: { content: string } };
      await route.fulfill({ response, json: { ...body, theme: { ...body.theme, content: broken } } });
    });
    await page.reload();
    await expect(
      page.getByText('The configured theme is invalid, so the default theme is shown.'),
    ).toBeVisible();
    await expect(page.getByText(/"colors.primary" must be a colour/)).toBeVisible();
    await expect(page.getByText(/"logos.console.source" must be an https address/)).toBeVisible();
    await expect(page).toHaveTitle('Flows - Switchboard');
    await expect(page.getByRole('cell').first()).toBeVisible();
  } finally {
    await saveTheme(page, request, '');
  }
});
