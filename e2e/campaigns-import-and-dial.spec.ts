import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { campaignWithFlowAndLine } from './support/campaigns';
import { openSignedIn } from './support/signIn';
import { api } from './support/telephony';

// Numbers of this story only: the contact import checks every do-not-call list of the tenant.
const number = () => `+42073${String(randomInt(10 ** 7)).padStart(7, '0')}`;
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const dayMonthYear = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-GB', { timeZone: 'UTC' });

/** Saves the open part and waits for its notice. */
async function save(page: Page, part: string) {
  await page.getByRole('region', { name: part }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${part} saved`)).toBeVisible();
}

/** Which of `texts` the page shows first from now on (the notices' order as a person sees it). */
const firstShown = (page: Page, texts: string[]) =>
  page.evaluate(
    (wanted) =>
      new Promise<string>((resolve) => {
        const observer = new MutationObserver(() => {
          const seen = wanted.find((text) => document.body.innerText.includes(text));
          if (seen === undefined) return;
          observer.disconnect();
          resolve(seen);
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      }),
    texts,
  );

test('import contacts with a mapping, set the dialer and the calling window, run the campaign and watch it', async ({
  page,
  request,
}) => {
  await openSignedIn(page, 'operator', '/campaigns');
  const suffix = Date.now();
  const [good, listed, other] = [number(), number(), number()];
  const listName = `Story opt-outs ${suffix}`;
  const list = await api<{ id: number }>(page, request, '/callbot/do-not-call-lists', {
    method: 'POST',
    data: { name: listName },
  });
  await api(page, request, `/callbot/do-not-call-lists/${list.body.id}/numbers`, {
    method: 'POST',
    data: { phone: listed },
  });
  // The flow and the line are chosen already, with one attempt per contact: every call ends its contact.
  const campaign = await campaignWithFlowAndLine(page, request, `Dialling story ${suffix}`, {
    rules: { maxAttempts: 1, retryDelayMinutes: 30 },
  });

  // The person finds it in the list (the console loaded once), then sets its dialer: progressive, two agents, one
  // call per free agent, and the story's do-not-call list.
  await page.getByPlaceholder('Search', { exact: true }).fill(campaign.name);
  await expect(page.getByText('1-1 of 1')).toBeVisible();
  await page.getByRole('cell', { name: campaign.name }).click();
  await page.getByRole('tab', { name: 'Dialer' }).click();
  const dialer = page.getByRole('region', { name: 'Dialer' });
  await dialer.getByRole('combobox', { name: 'Dialer mode' }).click();
  await page.getByRole('option', { name: 'Progressive' }).click();
  await dialer.getByRole('spinbutton', { name: 'Available agents' }).fill('2');
  await dialer.getByRole('spinbutton', { name: /^Calls per free agent/ }).fill('1');
  await dialer.getByRole('combobox', { name: 'Do-not-call lists' }).fill(listName);
  await page.getByRole('option', { name: listName }).click();
  await save(page, 'Dialer');

  // Calling window: every day, all day (in each contact's own zone, so the story runs at any hour), for a month.
  await page.getByRole('tab', { name: 'Schedule' }).click();
  const schedule = page.getByRole('region', { name: 'Schedule' });
  await schedule.getByRole('textbox', { name: 'First day' }).fill(dayMonthYear(0));
  await schedule.getByRole('textbox', { name: 'Last day' }).fill(dayMonthYear(30));
  for (const day of WEEKDAYS) {
    await schedule.getByRole('textbox', { name: `${day} from` }).fill('00:00');
    await schedule.getByRole('textbox', { name: `${day} to` }).fill('23:59');
  }
  await save(page, 'Schedule');

  // Contacts: a CSV whose columns the person maps; a bad number, a listed number and a duplicate are refused.
  await page.getByRole('tab', { name: 'Contacts' }).click();
  const csv = [
    'Cislo;Jmeno',
    `${good};Alena`,
    '601 100 002;Bad',
    `${listed};Listed`,
    `${good};Twice`,
    `${other};Eva`,
  ];
  await page.getByLabel('Import contacts (CSV or XLSX)').setInputFiles({
    name: 'contacts.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv.join('\n')),
  });
  await page.getByRole('combobox', { name: 'Column: Cislo' }).click();
  await page.getByRole('option', { name: 'Phone' }).click();
  await page.getByRole('combobox', { name: 'Column: Jmeno' }).click();
  await page.getByRole('option', { name: 'First name' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('First 5 rows of 5. 2 rows will be refused')).toBeVisible();
  const result = 'contacts.csv: 2 contacts imported, 3 rows refused';
  const first = firstShown(page, ['Import started', result]);
  await page.getByRole('button', { name: 'Import', exact: true }).click();

  // Notices in the order things happen (issue 35.6): the start, then the report with every refused row and why.
  expect(await first).toBe('Import started');
  const report = page.getByRole('status').filter({ hasText: 'contacts.csv' });
  await expect(report).toContainText(result);
  const rows = report.getByRole('table', { name: 'Refused rows' }).getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('3601 100 002phone: Value not match');
  await expect(rows.nth(2)).toContainText(`4${listed}phone: On the do-not-call list "${listName}"`);
  await expect(rows.nth(3)).toContainText(`5${good}phone: Duplicate of line 2`);
  for (const name of ['Alena', 'Eva']) await expect(page.getByRole('cell', { name })).toBeVisible();
  const download = page.waitForEvent('download');
  await report.getByRole('button', { name: 'Download refused rows' }).click();
  const text = await readFile(await (await download).path(), 'utf8');
  expect(text).toContain(`4,'${listed},"phone: On the do-not-call list ""${listName}"""`);
  expect(text).toContain(`5,'${good},phone: Duplicate of line 2`);

  // Plan and start it on the status tab, which follows the run by itself: the contacts by state, to the end.
  await page.getByRole('tab', { name: 'Status' }).click();
  const main = page.getByRole('main');
  await expect(main).toMatchAriaSnapshot(`
    - term: Status
    - definition: Created
    - heading "Contacts by state"
    - term: Waiting
    - definition: "2"
    - term: Retry later
    - definition: "0"
    - term: Calling
    - definition: "0"
  `);
  for (const [button, target] of [
    ['Plan', 'Planned'],
    ['Start', 'In progress'],
  ]) {
    await page.getByRole('button', { name: button, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(`Campaign "${campaign.name}" is now ${target.toLowerCase()}`)).toBeVisible();
  }
  // Each call ends its contact: listened to the end, reached (picked up) or attempts used up (no answer).
  await expect(main).toMatchAriaSnapshot(`
    - term: Status
    - definition: Finished
    - term: Progress
    - definition: 100%
    - term: Contacts processed
    - definition: "2"
    - heading "Contacts by state"
    - term: Waiting
    - definition: "0"
    - term: Retry later
    - definition: "0"
    - term: Calling
    - definition: "0"
    - term: Listened to end
    - definition: /\\d/
    - term: Reached
    - definition: /\\d/
    - term: Attempts used up
    - definition: /\\d/
    - term: Do not call
    - definition: "0"
  `);
});
