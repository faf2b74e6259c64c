import { expect, test, type Page } from '@playwright/test';
import { consoleReady } from './support/a11y';
import { signedIn } from './support/consoleSession';
import { openSignedIn } from './support/signIn';

/** How far the page's main area (menu and content) reaches beyond its visible width: 0 when nothing is cut off. */
const overflowOf = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main')!;
    const root = document.documentElement;
    return Math.max(main.scrollWidth - main.clientWidth, root.scrollWidth - root.clientWidth);
  });

// A phone, a half screen or tablet (both with the menu in a drawer) and a laptop.
const WIDTHS = [
  { width: 360, drawer: true },
  { width: 800, drawer: true },
  { width: 1280, drawer: false },
];

for (const { width, drawer } of WIDTHS) {
  test(`at ${width} px a list and a record fit the window and the menu is reachable`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openSignedIn(page, 'admin', '/administration/lines');
    await signedIn(page);
    await consoleReady(page);
    await expect(page.getByRole('heading', { name: 'Lines', level: 1 })).toBeVisible();
    expect(await overflowOf(page), 'the lines list').toBe(0);

    // A line: a record with many actions and tabs.
    await page.getByRole('row').nth(1).getByRole('cell').first().click();
    await expect(page.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
    await consoleReady(page);
    await expect(page.getByRole('button', { name: 'Remove' })).toBeInViewport();
    expect(await overflowOf(page), 'a line').toBe(0);

    const sections = page.getByRole('tablist', { name: 'Sections' });
    const tenants = page.getByRole('menuitem', { name: 'Tenants' });
    if (drawer) {
      await expect(tenants).toBeHidden();
      await expect(page.getByRole('banner').getByRole('tablist')).toHaveCount(0);
      await page.getByRole('button', { name: 'Open menu' }).click();
      // The section tabs lead the drawer.
      await expect(sections.getByRole('tab', { name: 'Administration', selected: true })).toBeVisible();
    } else {
      await expect(page.getByRole('banner').getByRole('tablist', { name: 'Sections' })).toBeVisible();
    }
    await tenants.click();
    await expect(page.getByRole('heading', { name: 'Tenants', level: 1 })).toBeVisible();
    if (drawer) await expect(tenants).toBeHidden();
  });
}
