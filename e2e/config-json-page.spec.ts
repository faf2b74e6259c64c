import { expect, test } from '@playwright/test';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { seriousViolations } from './support/a11y';
import { signInThroughSso } from './support/signIn';

// Issue 30.5: ops drop a page made of the framework's blocks into the configuration directory (playwright.config.ts
// gives the console platform a copy of config/); no restart, no rebuild.
const pages = join(process.env.E2E_CONFIG_DIR ?? '', 'pages');
const file = join(pages, 'e2e-board.json');

const board = {
  name: 'e2eBoard',
  path: '/administration/e2e-board',
  section: 'administration',
  icon: 'info',
  label: 'E2E board',
  permissions: [{ area: 'Line', action: 'view' }],
  blocks: [
    {
      type: 'figures',
      title: 'Line count',
      width: 'half',
      source: { path: '/administration/lines', query: { pageSize: '1' } },
      figures: [{ source: 'total', type: 'number', label: 'Lines in scope' }],
    },
    {
      type: 'chart',
      title: 'Calls per tenant',
      width: 'half',
      source: { path: '/statistics/tenants', query: { pageSize: '5' } },
      chart: { x: { source: 'tenantName' }, series: [{ source: 'calls', label: 'Calls' }] },
    },
    {
      type: 'list',
      title: 'Some lines',
      resource: 'lines',
      columns: ['name', 'phoneNumber'],
      sort: { field: 'name', order: 'ASC' },
      perPage: 5,
    },
  ],
};

test.afterEach(() => rmSync(file, { force: true }));

test('a page file dropped into the configuration directory is in the menu after a reload and shows its blocks', async ({
  page,
}) => {
  test.skip(!process.env.E2E_CONFIG_DIR, 'the console platform has no configuration directory of its own');
  await signInThroughSso(page, 'admin', 'admin', '/administration');
  const areas = page.getByRole('list', { name: 'Administration areas' });
  await expect(areas.getByRole('link', { name: 'Tags' })).toBeVisible();
  await expect(areas.getByRole('link', { name: 'E2E board' })).toHaveCount(0);

  mkdirSync(pages, { recursive: true });
  writeFileSync(file, JSON.stringify(board));
  await page.reload();
  await areas.getByRole('link', { name: 'E2E board' }).click();
  await expect(page).toHaveURL(/\/administration\/e2e-board$/);
  await expect(page).toHaveTitle('E2E board - Switchboard');
  const figures = page.getByRole('region', { name: 'Line count' });
  await expect(figures.getByText('Lines in scope')).toBeVisible();
  await expect(figures.locator('[data-figure="total"]')).toContainText(/\d+/);
  const list = page.getByRole('region', { name: 'Some lines' });
  await expect(list.getByRole('columnheader', { name: 'Phone number' })).toBeVisible();
  await expect(list.getByText(/^1-5 of \d+$/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Calls per tenant' })).toBeAttached();
  expect(await seriousViolations(page, 'configured page')).toEqual([]);
});
