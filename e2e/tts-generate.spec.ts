import { expect, test } from '@playwright/test';
import { signedIn } from './support/consoleSession';
import { openSignedIn } from './support/signIn';

test('generate speech from a text, play it and offer it as a WAV download', async ({ page }) => {
  await openSignedIn(page, 'operator', '/administration/tts-generator');
  await signedIn(page);
  await expect(page).toHaveTitle(/^TTS generator - /);

  await page
    .getByRole('textbox', { name: 'Text to speak' })
    .fill('Welcome to Switchboard. How can I help you?');
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'English (United Kingdom)' }).click();
  await expect(page.getByRole('combobox', { name: 'Voice' })).toHaveText('English (Great Britain)');
  await page.getByRole('button', { name: 'Generate' }).click();

  const result = page.getByRole('region', { name: 'Generated speech' });
  const player = result.locator('audio');
  await expect(player).toHaveAttribute('src', /^blob:/);
  // Real speech: the browser decodes the WAV and knows its length; it plays.
  await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.duration)).toBeGreaterThan(1);
  await player.evaluate((audio: HTMLAudioElement) => {
    audio.muted = true;
    return audio.play();
  });
  await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime)).toBeGreaterThan(0);

  const download = page.waitForEvent('download');
  await result.getByRole('link', { name: 'Download WAV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^speech-\d+\.wav$/);
});
