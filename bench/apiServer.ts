/**
 * The dev platform of the API benchmark, in a process of its own so the load generator does not share its thread.
 * Reads its settings from the environment (DB_FILE, PORT …); tells the parent its URL once listening.
 */
import { startPlatform } from '../dev-platform/platform';
import { settingsFromEnv } from '../dev-platform/settings';

const platform = await startPlatform({ ...settingsFromEnv(process.env), serveConsole: false }, () => {});
process.send?.({ url: platform.url });
process.on('message', (message) => {
  if (message === 'close') void platform.close().then(() => process.exit(0));
});
