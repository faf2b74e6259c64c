import { expect, test } from '@playwright/test';
import { createCampaignFolder, readyCampaign } from './support/campaigns';
import { openSignedIn } from './support/signIn';

test('browse the folders to a campaign, plan and start it, watch it progress, stop it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, 'operator', '/campaigns');
  const suffix = Date.now();
  const folder = await createCampaignFolder(page, request, `Story campaigns ${suffix}`);
  const campaign = await readyCampaign(page, request, `Story campaign ${suffix}`, folder.id);

  await page.goto('/campaigns');
  await page.getByRole('tab', { name: 'Campaigns' }).click();
  const tree = page
    .getByRole('complementary', { name: 'Folders' })
    .getByRole('tree', { name: 'Folder tree' });
  await tree.getByText(folder.name, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/campaigns/${folder.id}$`));
  await page.getByRole('cell', { name: campaign.name }).click();
  await expect(page).toHaveURL(new RegExp(`/campaigns/detail/${campaign.id}/overview$`));

  // Every status change asks first, naming the campaign and the target status.
  const change = async (button: string, target: string) => {
    await page.getByRole('button', { name: button, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Change the status of the campaign "${campaign.name}" to ${target}?`);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(`Campaign "${campaign.name}" is now ${target.toLowerCase()}`)).toBeVisible();
  };
  await page.getByRole('button', { name: 'Plan', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Created', { exact: true }).first()).toBeVisible();
  await change('Plan', 'Planned');
  await change('Start', 'In progress');
  await expect(page.getByRole('button', { name: 'Plan', exact: true })).toHaveCount(0);

  // The platform advances running campaigns on its timer; the open page follows by itself.
  const progress = page.locator('[data-field="progress"]').first();
  await expect(progress).toHaveText(/^\d+ ?%$/);
  const seen = (await progress.textContent()) ?? '';
  await expect(progress).not.toHaveText(seen, { timeout: 20_000 });
  await change('Stop', 'Stopped');

  await page.getByRole('tab', { name: 'Status' }).click();
  const history = page.getByRole('table').last();
  await expect(history.getByRole('row').nth(1)).toContainText('Stopped');
  await expect(history.getByRole('row').nth(1)).toContainText('operator');
});

test('a campaign address without a numeric id shows the not-found page', async ({ page }) => {
  await openSignedIn(page, 'viewer', '/campaigns');
  await expect(page.getByRole('heading', { name: 'Campaigns' })).toBeVisible();
  await page.goto('/campaigns/detail/abc');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveURL(/\/campaigns\/detail\/abc$/);
});
