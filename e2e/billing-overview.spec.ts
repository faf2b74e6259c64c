import { expect, test, type Page } from '@playwright/test';
import { signedIn, userInfoOf } from './support/consoleSession';
import { openSignedIn } from './support/signIn';

const figure = (page: Page, label: string) => page.locator(`[data-billing-figure="${label}"]`);

test('billing of a tenant and app: switch month, drill from costs to a line', async ({ page, request }) => {
  await openSignedIn(page, 'operator', '/administration/billing');
  await signedIn(page);
  const { idTenant } = await userInfoOf(page, request);

  // Billing opens the context tenant's first licensed application.
  await expect(page).toHaveURL(new RegExp(`/administration/billing/voicebot/${idTenant}/overview$`));
  // Every licensed application has its own usage: the chatbot's calls.
  await page.getByRole('combobox', { name: 'Application' }).click();
  await page.getByRole('option', { name: 'Chatbot' }).click();
  await expect(page).toHaveURL(new RegExp(`/administration/billing/chatbot/${idTenant}/overview$`));
  await page.getByRole('button', { name: 'Last month' }).click();
  await expect(figure(page, 'Calls')).toHaveText(/^[1-9][\d,]*$/);
  // The list of licensed accounts stays reachable and opens one.
  await page.goto('/administration/billing/accounts');
  await page.getByRole('row', { name: /Acme Telecom.*Voicebot/ }).click();
  await expect(page).toHaveURL(new RegExp(`/administration/billing/voicebot/${idTenant}/overview$`));
  await expect(page.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
  await expect(figure(page, 'Revenue')).toHaveText(/^US\$[\d,]+\.\d\d$/);
  await expect(page.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');
  // Days read day/month/year (SPEC §9), and the changes say what they compare.
  await expect(page.getByLabel('First day')).toHaveValue(/^01\/\d\d\/\d{4}$/);
  await expect(page.getByText(/^Each change compares like with like/)).toBeVisible();

  // Last month: whole other figures, kept when the tab changes.
  const calls = await figure(page, 'Calls').textContent();
  await page.getByRole('button', { name: 'Last month' }).click();
  await expect(page.getByRole('button', { name: 'Last month' })).toHaveAttribute('aria-pressed', 'true');
  await expect(figure(page, 'Calls')).not.toHaveText(calls ?? '');

  await page.getByRole('tab', { name: 'Costs' }).click();
  await expect(page).toHaveURL(new RegExp(`/administration/billing/voicebot/${idTenant}/costs$`));
  await expect(page.getByRole('button', { name: 'Last month' })).toHaveAttribute('aria-pressed', 'true');
  await expect(figure(page, 'Carrier')).toHaveText(/^US\$[\d,]+\.\d\d$/);

  // Each table exports as a server-side task.
  const byLine = page.getByRole('region', { name: 'Costs by line' });
  await byLine.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByText('The export runs as a background task: follow it in the bell.')).toBeVisible();

  // Drill down: a line of the costs opens that line.
  const row = byLine.getByRole('row').nth(1);
  const lineName = (await row.getByRole('cell').first().textContent())?.trim() ?? '';
  await row.getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(/\/administration\/lines\/detail\/\d+\/overview$/);
  await expect(page.getByRole('heading', { name: lineName })).toBeVisible();
});
