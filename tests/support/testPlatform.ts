import { createServer } from 'node:net';
import { startPlatform, type Platform } from '../../dev-platform/platform';
import { settingsFromEnv, type PlatformSettings } from '../../dev-platform/settings';

/** Asks the OS for a free port on localhost. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, 'localhost', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts an API-only platform on a free port over a fresh in-memory database seeded at scale 1. */
export async function startTestPlatform(
  overrides: Partial<
    Pick<PlatformSettings, 'accessTokenTtl' | 'throttlePolicy' | 'configDir' | 'testCallStepMs'>
  > = {},
): Promise<Platform> {
  const settings = {
    ...settingsFromEnv({}),
    port: await freePort(),
    dbFile: ':memory:',
    serveConsole: false,
    ...overrides,
  };
  return startPlatform(settings, () => {});
}
