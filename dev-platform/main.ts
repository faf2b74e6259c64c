import { assertPortFree } from './http/portFree';
import { settingsFromEnv } from './settings';
import { startPlatform } from './platform';

// `npm start` simulates calls on the lines and advances running campaigns (every 5 s unless CALL_SIMULATION_MS or
// CAMPAIGN_PROGRESS_MS say otherwise); in-process tests don't.
const settings = settingsFromEnv({
  CALL_SIMULATION_MS: '5000',
  CAMPAIGN_PROGRESS_MS: '5000',
  ...process.env,
});
// Before seeding and building, which take a while: a busy port would only fail at the very end.
try {
  await assertPortFree(settings.port);
} catch (error) {
  console.error(`\n  ${(error as Error).message}\n`);
  process.exit(1);
}
const platform = await startPlatform(settings);
console.log(
  `\n  Switchboard console: ${platform.url}\n  Sign in as admin/admin (see README for the other sign-ins).\n`,
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    platform.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
