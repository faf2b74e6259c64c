import { expect, test } from '@playwright/test';
import type { ListResponse } from '../src/shared/wire/common';
import type { FlowSummary } from '../src/shared/wire/flows';
import { openSignedIn } from './support/signIn';
import { api } from './support/telephony';

/** The seeded "Banking menu": its prompts on the path of the balance intent, in order. */
const BALANCE_PATH = [
  'Welcome to the bank. How can I help you today?',
  'Your balance is 1250 euros.',
  'Thank you for calling. Goodbye.',
];

test("an interactive test call follows the tester's answer through the flow, then opens its conversation", async ({
  page,
  request,
}) => {
  await openSignedIn(page, 'admin', '/flows');
  const found = await api<ListResponse<FlowSummary>>(
    page,
    request,
    `/designer/flows?filter=${encodeURIComponent(JSON.stringify({ q: 'Banking menu' }))}`,
  );
  const flow = found.body.items.find((item) => item.name === 'Banking menu')!;
  await page.goto(`/flows/detail/${flow.id}/overview`);
  await page.getByRole('button', { name: 'Test call' }).click();
  const panel = page.getByRole('region', { name: 'Test call' });
  await panel.getByRole('button', { name: 'Start test call' }).click();
  await expect(panel.getByText('Waiting for your answer')).toBeVisible();

  // An answer in the caller's own words: the tenant's NLP model tells which of the menu's intents it is.
  await panel.getByLabel('Your answer').fill('how much money do I have on my account');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByText('Call ended')).toBeVisible();
  const prompts = panel.locator('li[data-event-type="ROBOT"] [data-testid="event-text"]');
  await expect(prompts).toHaveText(BALANCE_PATH);

  await panel.getByRole('link', { name: 'Open conversation' }).click();
  await expect(page).toHaveURL(/\/administration\/conversation-details\/[0-9a-f-]+\/timeline$/);
  await expect(page.locator('li[data-event-type="ROBOT"]')).toHaveCount(BALANCE_PATH.length);
  for (const [index, text] of BALANCE_PATH.entries())
    await expect(page.locator('li[data-event-type="ROBOT"]').nth(index)).toContainText(text);
  await expect(page.locator('li[data-event-type="HUMAN"]')).toContainText(
    'how much money do I have on my account',
  );
});
