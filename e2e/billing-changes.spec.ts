import { expect, test, type Page } from '@playwright/test';
import type { ListResponse } from '../src/shared/wire/common';
import type { BillingTariff } from '../src/resources/billing/billingWire';
import { signedIn, userInfoOf } from './support/consoleSession';
import { openSignedIn } from './support/signIn';
import { api } from './support/telephony';

const figure = (page: Page, label: string) => page.locator(`[data-billing-figure="${label}"]`);
const DAY_MS = 86_400_000;
const isoDay = (back: number) => new Date(Date.now() - back * DAY_MS).toISOString().slice(0, 10);
const typed = (day: string) => day.split('-').reverse().join('/');
const amount = async (page: Page, label: string) =>
  Number(((await figure(page, label).textContent()) ?? '').replace(/[^\d.]/g, ''));

test('add a fee, then run a recalculation and see the totals change', async ({ page, request }) => {
  await openSignedIn(page, 'operator', '/administration/billing');
  await signedIn(page);
  const { idTenant } = await userInfoOf(page, request);
  const account = `voicebot~${idTenant}`;
  await page.goto(`/administration/billing/voicebot/${idTenant}/fees`);

  // A one-off fee of today counts in this month's revenue at once.
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(figure(page, 'Fees')).toHaveText(/\d/);
  const feesBefore = await amount(page, 'Fees');
  await page.getByRole('tab', { name: 'Fees' }).click();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByText('Field is required').first()).toBeVisible();
  await dialog.getByLabel('Name', { exact: true }).fill('E2E consulting day');
  await dialog.getByLabel('Amount', { exact: true }).fill('250.50');
  await dialog.getByLabel('Valid from', { exact: true }).fill(typed(isoDay(0)));
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /E2E consulting day.*\$250\.50/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect.poll(() => amount(page, 'Fees')).toBeCloseTo(feesBefore + 250.5, 2);

  // A dearer price for the per-time tariffs from 10 days ago changes nothing until a recalculation.
  const periods = await api<ListResponse<BillingTariff>>(
    page,
    request,
    `/statistics/billing-tariffs?pageSize=100&filter=${encodeURIComponent(JSON.stringify({ account }))}`,
  );
  for (const period of periods.body.items.filter((item) => item.billingMode === 1 && item.validTo === null)) {
    await api(page, request, `/statistics/billing-tariffs/${period.id}`, {
      method: 'PUT',
      data: { validTo: isoDay(11) },
    });
    const created = await api(page, request, `/statistics/billing/${account}/tariffs`, {
      method: 'POST',
      data: {
        idTariff: period.idTariff,
        pricePerMinute: 90,
        pricePerCall: 0,
        rounding: 'minute',
        validFrom: isoDay(10),
      },
    });
    expect(created.status).toBe(201);
  }
  const usageBefore = await amount(page, 'Call charges');

  await page.getByRole('button', { name: 'Recalculate' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('First day', { exact: true }).fill(typed(isoDay(10)));
  await form.getByLabel('Last day', { exact: true }).fill(typed(isoDay(0)));
  await form.getByRole('button', { name: 'Recalculate' }).click();

  // Progress and the summary in the bell.
  await page.getByRole('button', { name: 'Notifications' }).click();
  const card = page
    .getByRole('region', { name: 'Background tasks' })
    .locator('li', { hasText: 'Billing recalculation: Acme Telecom' })
    .first();
  await expect(card).toHaveAttribute('data-status', 'DONE', { timeout: 30_000 });
  await expect(card).toContainText(/11 days, \d+ calls, revenue [\d.]+ USD, costs/);
  await page.keyboard.press('Escape');
  // The figures follow the finished task without a reload.
  await expect.poll(() => amount(page, 'Call charges')).toBeGreaterThan(usageBefore);
});
