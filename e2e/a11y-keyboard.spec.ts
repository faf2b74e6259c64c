import { expect, test, type Locator, type Page } from '@playwright/test';
import { consoleReady } from './support/a11y';
import { createLine } from './support/telephony';

/** Presses Tab (or Shift+Tab) until `target` has the focus: proof it is reachable by keyboard, in that order. */
async function tabTo(page: Page, target: Locator, backwards = false, limit = 90) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** The focused element shows a visible focus indicator (an outline or MUI's focus-visible state). */
async function expectVisibleFocus(target: Locator) {
  const shown = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return (
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
      element.classList.contains('Mui-focusVisible')
    );
  });
  expect(shown).toBe(true);
}

test('keyboard only: sign in, open a list and a record, switch tabs, edit and save, open the bell, sign out', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Sign in on the SSO's form by keyboard.
  await page.goto('/administration');
  await expect(page).toHaveTitle(/Sign in/);
  await tabTo(page, page.getByLabel('Username'));
  await page.keyboard.type('admin');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type('admin');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Administration', level: 1 })).toBeVisible();
  await consoleReady(page);
  const line = await createLine(page, request, `Keyboard line ${Date.now()}`);

  // "Skip to content" comes first and takes the focus past the top bar and the menu.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('button', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  // Open a list from the Administration guide.
  const guideLink = page
    .getByRole('list', { name: 'Administration areas' })
    .getByRole('link', { name: 'Lines' });
  await tabTo(page, guideLink);
  await expectVisibleFocus(guideLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/administration\/lines$/);
  await consoleReady(page);

  // Narrow the list down by its search, then open the row with Enter.
  const search = page.getByRole('textbox', { name: 'Search' });
  await tabTo(page, search);
  await page.keyboard.type(line.name);
  const row = page.getByRole('row').filter({ hasText: line.name });
  await expect(row).toHaveCount(1);
  await consoleReady(page);
  await tabTo(page, row);
  await expectVisibleFocus(row);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/administration/lines/detail/${line.id}/overview$`));
  await consoleReady(page);

  // Switch tabs with the arrow keys.
  const tabs = page.getByRole('tablist', { name: 'Sections' }).last();
  const overview = tabs.getByRole('tab', { name: 'Overview' });
  await tabTo(page, overview);
  await page.keyboard.press('ArrowRight');
  const statistics = tabs.getByRole('tab', { name: 'Statistics' });
  await expect(statistics).toBeFocused();
  await expectVisibleFocus(statistics);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/statistics$/);
  await consoleReady(page);

  // Edit and save in the dialog; the focus returns to the Edit button.
  const edit = page.getByRole('button', { name: 'Edit' });
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await tabTo(page, name);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(`${line.name} edited`);
  await tabTo(page, dialog.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: `${line.name} edited`, level: 1 })).toBeVisible();
  // Announced politely: the notification, and the live list refresh of the changed line.
  await expect(page.getByRole('status').filter({ hasText: `"${line.name} edited" updated` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeFocused();

  // The bell: a dialog that holds the focus, closed with Escape, the focus back on the bell.
  const bell = page.getByRole('button', { name: 'Notifications' });
  await tabTo(page, bell, true);
  await expectVisibleFocus(bell);
  await page.keyboard.press('Enter');
  const tasks = page.getByRole('dialog', { name: 'Background tasks' });
  await expect(tasks).toBeVisible();
  await expect.poll(() => tasks.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(tasks).toBeHidden();
  await expect(bell).toBeFocused();

  // Sign out through the profile menu.
  await page.keyboard.press('Tab');
  const profile = page.getByRole('button', { name: /^Profile of / });
  await tabTo(page, profile);
  await page.keyboard.press('Enter');
  const signOut = page.getByRole('menu').getByRole('menuitem', { name: 'Sign out' });
  await expect(page.getByRole('menu')).toBeVisible();
  for (let presses = 0; presses < 6; presses += 1) {
    if (await signOut.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(signOut).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveTitle(/Sign in/);
});
