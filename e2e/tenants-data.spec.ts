import { expect, test, type Page } from '@playwright/test';
import type { KnowledgeBase } from '../src/resources/knowledge-bases/knowledgeBaseWire';
import { KNOWLEDGE_BASE_MAX_BYTES } from '../src/shared/knowledgeBaseFiles';
import { signedIn } from './support/consoleSession';
import { openSignedIn } from './support/signIn';
import { api } from './support/telephony';

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('a knowledge base gets an https URL and an uploaded file; a file too big is refused', async ({
  page,
  request,
}) => {
  await openSignedIn(page, 'operator', '/administration/knowledge-bases');
  await signedIn(page);
  const me = await api<{ value: { idTenant: number } }>(page, request, '/home/user-info');
  const created = await api<KnowledgeBase>(page, request, '/knowledge-base/bases', {
    method: 'POST',
    data: { idTenant: me.body.value.idTenant, name: `Story base ${Date.now()}` },
  });
  await page.goto(`/administration/knowledge-bases/detail/${created.body.id}/overview`);
  await expect(page.getByRole('heading', { name: created.body.name })).toBeVisible();

  await section(page, 'URLs').getByRole('button', { name: 'Create', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('URL', { exact: true }).fill('http://help.acmetelecom.example/returns');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByText('Use an https:// address')).toBeVisible();
  await dialog.getByLabel('URL', { exact: true }).fill('https://help.acmetelecom.example/returns');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(section(page, 'URLs').getByText('https://help.acmetelecom.example/returns')).toBeVisible();

  const chooser = page.getByLabel('Upload a file');
  await chooser.setInputFiles({
    name: 'huge.txt',
    mimeType: 'text/plain',
    buffer: Buffer.alloc(KNOWLEDGE_BASE_MAX_BYTES + 1, 65),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'File must be at most 5 MB' })).toBeVisible();
  await chooser.setInputFiles({
    name: 'returns.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Returns are accepted within 30 days.'),
  });
  await expect(section(page, 'Files').getByRole('cell', { name: 'returns.txt' })).toBeVisible();
  await expect(section(page, 'Files').getByRole('cell', { name: 'huge.txt' })).toHaveCount(0);
});

test('a generated variables key is shown once, then masked', async ({ page }) => {
  await openSignedIn(page, 'operator', '/administration/variables-storage');
  await signedIn(page);
  const aside = page.getByRole('complementary', { name: 'Access key' });
  await expect(aside.getByTestId('masked-key')).toBeVisible();
  await aside.getByRole('button', { name: 'Generate key' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  const shown = page.getByTestId('action-result');
  await expect(shown).toHaveText(/^[0-9a-f]{48}$/);
  const key = (await shown.textContent()) ?? '';
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(aside.getByTestId('masked-key')).toHaveText(`••••${key.slice(-4)}`);
  await page.reload();
  await expect(page.getByRole('complementary', { name: 'Access key' }).getByTestId('masked-key')).toHaveText(
    `••••${key.slice(-4)}`,
  );
  await expect(page.getByText(key)).toHaveCount(0);
});

test('a demo call group is created with two demo calls', async ({ page }) => {
  await openSignedIn(page, 'operator', '/administration/demo-calls');
  await signedIn(page);
  const name = `Road show ${Date.now()}`;
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByRole('dialog').getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('dialog').getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/administration\/demo-calls\/detail\/\d+\/overview$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();

  const calls = section(page, 'Demo calls');
  for (const [caller, phone, pin] of [
    ['CEO', '+12125550111', '1234'],
    ['CFO', '+12125550112', '5678'],
  ]) {
    await calls.getByRole('button', { name: 'Create', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name', { exact: true }).fill(caller!);
    await dialog.getByLabel('Caller number', { exact: true }).fill(phone!);
    await dialog.getByLabel('PIN', { exact: true }).fill(pin === '5678' ? '56a8' : pin!);
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    if (pin === '5678') {
      await expect(dialog.getByText('Field must contains only whole numbers')).toBeVisible();
      await dialog.getByLabel('PIN', { exact: true }).fill(pin);
      await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    }
    await expect(calls.getByRole('cell', { name: caller, exact: true })).toBeVisible();
  }
  await expect(calls.getByRole('row')).toHaveCount(3);

  // A demo call is edited in place, its form starting from the row.
  await calls.getByRole('row', { name: /CFO/ }).getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit' });
  await expect(edit.getByLabel('Caller number', { exact: true })).toHaveValue('+12125550112');
  await edit.getByLabel('PIN', { exact: true }).fill('4321');
  await edit.getByRole('button', { name: 'Edit' }).click();
  await expect(edit).toBeHidden();
  await expect(calls.getByRole('row', { name: /CFO/ })).toBeVisible();
});
