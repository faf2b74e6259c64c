import { expect, test, type Page } from '@playwright/test';
import type { Line } from '../src/resources/lines/lineWire';
import type { ListResponse } from '../src/shared/wire/common';
import { openSignedIn } from './support/signIn';
import { api } from './support/telephony';

/** Opens the palette with Ctrl+K, types `text` and opens the record whose line names `name`. */
async function searchAndOpen(page: Page, text: string, name: RegExp) {
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Search everywhere' });
  await palette.getByRole('combobox').fill(text);
  await palette.getByRole('option', { name }).first().click();
  await expect(palette).toBeHidden();
}

test('Ctrl+K finds a user by part of an e-mail and a line by its number; g f goes to flows; ? lists the shortcuts', async ({
  page,
  request,
}) => {
  await openSignedIn(page, 'admin', '/campaigns');
  await expect(page.getByRole('button', { name: /^Search everywhere/ })).toBeVisible();

  await searchAndOpen(page, 'operator@', /^operator User/);
  await expect(page).toHaveURL(/\/administration\/users\/detail\/\d+\/overview$/);

  const lines = await api<ListResponse<Line>>(
    page,
    request,
    '/administration/lines?pageSize=1&sort=id&order=ASC',
  );
  const [line] = lines.body.items;
  await searchAndOpen(page, line!.phoneNumber.slice(-7), new RegExp(`^${line!.name} Line`));
  await expect(page).toHaveURL(new RegExp(`/administration/lines/detail/${line!.id}/overview$`));

  await page.keyboard.press('g');
  await page.keyboard.press('f');
  await expect(page).toHaveURL(/\/flows$/);

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByRole('row', { name: /^Go to flows G then F$/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
});
