import { expect, test } from '@playwright/test';
import { openSignedIn } from './support/signIn';

/** The prompts of the designed flow on the sales path, in order. */
const SALES_PATH = [
  'Welcome. Say sales, support or billing, or press 1, 2 or 3.',
  'You asked for sales. Thank you for calling.',
  'Our shop opens at nine.',
];

test('a flow created from the menu template gets a say node in the designer, saved as the next version, and a test call takes its path', async ({
  page,
}) => {
  const name = `Designed menu ${Date.now()}`;
  await openSignedIn(page, 'operator', '/flows');
  await page.getByRole('button', { name: 'Create' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Name').fill(name);
  await expect(form.getByRole('combobox', { name: 'Starting template' })).toHaveText(
    'Menu with three intents',
  );
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(name).first()).toBeVisible();

  await page.getByRole('tab', { name: 'Design' }).click();
  const designer = page.getByRole('region', { name: 'Flow designer' });
  await expect(designer.getByText('Reply sales').first()).toBeVisible();
  await designer.getByRole('button', { name: 'Add Say' }).click();
  const panel = designer.getByRole('region', { name: 'Node "say 1"' });
  await panel.getByLabel('Text').fill('Our shop opens at nine.');
  await panel.getByRole('button', { name: 'Apply' }).click();
  await designer.getByRole('combobox', { name: 'next leads to' }).click();
  await page.getByRole('option', { name: 'Goodbye (end)' }).click();
  // The new node is not reached yet: lead the sales reply to it.
  await designer.locator('[data-node-id="sales"]').click();
  await designer.getByRole('combobox', { name: 'next leads to' }).click();
  await page.getByRole('option', { name: 'say 1 (say)' }).click();

  await designer.getByRole('button', { name: 'Save version' }).click();
  await page.getByLabel('Comment').fill('Opening hours after sales');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Version 2 saved')).toBeVisible();

  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('cell', { name: 'Opening hours after sales' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select version 1' }).check();
  await page.getByRole('checkbox', { name: 'Select version 2' }).check();
  const nodes = page
    .getByRole('region', { name: 'Changes from version 1 to version 2' })
    .getByRole('region', {
      name: 'Nodes',
    });
  await expect(nodes.getByText('say · say1')).toBeVisible();

  // The saved flow takes a test call beside the canvas: the answer's intent picks the path, node by node.
  await page.getByRole('tab', { name: 'Design' }).click();
  await designer.getByRole('button', { name: 'Test call' }).click();
  const call = designer.getByRole('complementary', { name: 'Test call' });
  await call.getByRole('button', { name: 'Start test call' }).click();
  await expect(call.getByText('Waiting for your answer')).toBeVisible();
  await expect(designer.locator('[data-node-id="menu"]')).toHaveAttribute('aria-current', 'step');
  await call.getByLabel('Your answer').fill('I would like to buy a phone');
  await call.getByRole('button', { name: 'Send' }).click();
  await expect(call.getByText('Call ended')).toBeVisible();
  await expect(call.locator('li[data-event-type="ROBOT"] [data-testid="event-text"]')).toHaveText(SALES_PATH);

  await call.getByRole('link', { name: 'Open conversation' }).click();
  await expect(page).toHaveURL(/\/administration\/conversation-details\/[0-9a-f-]+\/timeline$/);
  const robot = page.locator('li[data-event-type="ROBOT"]');
  await expect(robot).toHaveCount(SALES_PATH.length);
  for (const [index, text] of SALES_PATH.entries()) await expect(robot.nth(index)).toContainText(text);
});
