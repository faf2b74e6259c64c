import { expect, test } from '@playwright/test';
import { copyFlow, createFolder } from './support/flows';
import { openSignedIn } from './support/signIn';
import { api } from './support/telephony';

test('folders open by the tree and the breadcrumb, and a folder deep-links', async ({ page, request }) => {
  await openSignedIn(page, 'operator', '/flows');
  const suffix = Date.now();
  const parent = await createFolder(page, request, `Story parent ${suffix}`);
  const child = await createFolder(page, request, `Story child ${suffix}`, parent.id);
  const flow = await copyFlow(page, request, `Story flow ${suffix}`, child.id);

  await page.goto('/flows');
  const folders = page.getByRole('complementary', { name: 'Folders' });
  const tree = folders.getByRole('tree', { name: 'Folder tree' });
  await tree.getByText(parent.name, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/flows/${parent.id}$`));
  // The tree opens down to the current folder, so its subfolders are at hand.
  await tree.getByText(child.name, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/flows/${child.id}$`));
  await expect(page.getByRole('cell', { name: flow.name })).toBeVisible();

  const breadcrumb = folders.getByRole('navigation', { name: 'Folder path' });
  await expect(breadcrumb.getByText(child.name)).toHaveAttribute('aria-current', 'page');
  await breadcrumb.getByRole('link', { name: parent.name }).click();
  await expect(page).toHaveURL(new RegExp(`/flows/${parent.id}$`));
  await breadcrumb.getByRole('link', { name: 'Flows' }).click();
  await expect(page).toHaveURL(/\/flows$/);

  await page.goto(`/flows/${child.id}`);
  await expect(page.getByRole('cell', { name: flow.name })).toBeVisible();
  await expect(breadcrumb.getByRole('link', { name: parent.name })).toBeVisible();
});

test('two selected flows move into another folder in one go', async ({ page, request }) => {
  await openSignedIn(page, 'operator', '/flows');
  const suffix = Date.now();
  const source = await createFolder(page, request, `Move source ${suffix}`);
  const target = await createFolder(page, request, `Move target ${suffix}`);
  const first = await copyFlow(page, request, `Moved one ${suffix}`, source.id);
  const second = await copyFlow(page, request, `Moved two ${suffix}`, source.id);

  await page.goto(`/flows/${source.id}`);
  for (const flow of [first, second])
    await page
      .getByRole('row', { name: new RegExp(flow.name) })
      .getByRole('checkbox')
      .check();
  await page.getByRole('button', { name: 'Move to folder' }).click();
  const dialog = page.getByRole('dialog');
  // The target is chosen in the folder tree (the root is open, its folders listed).
  const tree = dialog.getByRole('tree', { name: 'Folder' });
  await tree.getByText(target.name, { exact: true }).click();
  await expect(tree.getByRole('treeitem', { name: target.name })).toHaveAttribute('aria-checked', 'true');
  await dialog.getByRole('button', { name: 'Move to folder' }).click();
  await expect(page.getByText('Flows moved')).toBeVisible();

  await page.goto(`/flows/${target.id}`);
  for (const flow of [first, second]) await expect(page.getByRole('cell', { name: flow.name })).toBeVisible();
});

test('a folder list shows a change another console made to one of its flows', async ({ page, request }) => {
  await openSignedIn(page, 'operator', '/flows');
  const suffix = Date.now();
  const folder = await createFolder(page, request, `Live folder ${suffix}`);
  const flow = await copyFlow(page, request, `Live flow ${suffix}`, folder.id);
  await page.goto(`/flows/${folder.id}`);
  await expect(page.getByRole('cell', { name: flow.name })).toBeVisible();
  // The API call stands for another console: the hub reports it and the open list refreshes by itself.
  const renamed = await api(page, request, `/designer/flows/${flow.id}`, {
    method: 'PUT',
    data: { name: `Renamed live flow ${suffix}` },
  });
  expect(renamed.status).toBe(200);
  await expect(page.getByRole('cell', { name: `Renamed live flow ${suffix}` })).toBeVisible();
});
