import { expect, test } from '@playwright/test';
import { signedIn } from './support/consoleSession';
import { openSignedIn } from './support/signIn';

const CATEGORY = 'atm_problem';
const IMPORTED = [
  'atm did not give me any cash',
  'the cash machine kept my money',
  'withdrawal at the atm failed',
];

test('add examples to a category, train a model, test an utterance and see the right category first', async ({
  page,
}) => {
  // A dozen screens and a training task on a shared 2-core machine.
  test.setTimeout(180_000);
  await openSignedIn(page, 'operator', '/administration/nlp-tester');
  await signedIn(page);
  await expect(page.getByRole('heading', { name: 'NLP tester' })).toBeVisible();
  await page
    .getByRole('list', { name: 'NLP tester screens' })
    .getByRole('link', { name: 'NLP datasets' })
    .click();

  // Datasets → the English dataset's categories, keyed by language and dataset id in the address: the whole row
  // opens it, not only the name's link.
  await page
    .getByRole('row', { name: /Banking assistant/ })
    .getByRole('cell', { name: 'en', exact: true })
    .click();
  await expect(page).toHaveURL(/\/administration\/nlp-tester\/datasets\/en\/\d+\/categories$/);
  await expect(page.getByRole('row', { name: /lost_card\s+30/ })).toBeVisible();

  // A new category, then its overview by name.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const create = page.getByRole('dialog');
  await create.getByLabel('Name', { exact: true }).fill(CATEGORY);
  await create.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(create).toBeHidden();
  // The created category opens by name under its dataset's address.
  await expect(page).toHaveURL(new RegExp(`/datasets/en/\\d+/categories/${CATEGORY}/overview$`));

  // One example by hand, three from a CSV file with a bad row reported.
  const examples = page.getByRole('region', { name: 'Examples' });
  await examples.getByRole('button', { name: 'Create', exact: true }).click();
  const add = page.getByRole('dialog');
  await add.getByLabel('Example', { exact: true }).fill('the atm swallowed my cash');
  await add.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(add).toBeHidden();
  await expect(examples.getByRole('row', { name: /the atm swallowed my cash/ })).toBeVisible();

  await page.getByRole('button', { name: 'Import examples' }).click();
  const importing = page.getByRole('dialog');
  await importing.getByLabel(/CSV file content/).fill(`text\n${IMPORTED.join('\n')}\n" "\n`);
  await importing.getByRole('button', { name: 'Import examples' }).click();
  await expect(
    page.getByRole('dialog').getByText('3 examples imported; row 4: The text is empty'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  for (const text of IMPORTED)
    await expect(examples.getByRole('row', { name: new RegExp(text) })).toBeVisible();

  // Train a model from the dataset: a background task; the model becomes ready with its held-out accuracy.
  await page.goto('/administration/nlp-tester/models');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const train = page.getByRole('dialog');
  await train.getByRole('combobox', { name: 'Dataset' }).click();
  await page.getByRole('option', { name: 'Banking assistant' }).click();
  await train.getByLabel('Name', { exact: true }).fill('E2E banking model');
  await train.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(train).toBeHidden();
  await expect(page).toHaveURL(/\/administration\/nlp-tester\/models\/detail\/\d+\/overview$/);
  await expect(page.getByText('E2E banking model').first()).toBeVisible();
  // The detail follows the finished task live; a reload is only the fallback of a slow machine.
  const ready = page.getByText('Ready', { exact: true }).first();
  await expect(async () => {
    if (!(await ready.isVisible())) await page.reload();
    await expect(ready).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  await expect(
    page.getByRole('table', { name: 'Confusion between categories (held-out split)' }),
  ).toContainText(CATEGORY);

  // The test box ranks the new category first for an utterance it never saw.
  await page.getByRole('tab', { name: 'Test' }).click();
  await page.getByLabel('Utterance').fill('the cash machine did not give me my money');
  await page.getByRole('button', { name: 'Classify' }).click();
  const ranking = page.getByRole('region', { name: 'Ranked categories' }).getByRole('listitem');
  await expect(ranking).toHaveCount(7);
  await expect(ranking.first()).toHaveAccessibleName(new RegExp(`^1\\. ${CATEGORY} \\d+\\.\\d %$`));
});
