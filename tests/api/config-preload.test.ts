import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Platform } from '../../dev-platform/platform';
import { repoRoot } from '../../dev-platform/settings';
import { startTestPlatform } from '../support/testPlatform';

let platform: Platform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => platform?.close());

it('index.html preloads /config.json, which the platform serves to be revalidated on every load', async () => {
  // The console fetches it plainly (src/providers/runtimeConfig.ts) so the fetch takes over this preload.
  const html = readFileSync(join(repoRoot, 'index.html'), 'utf8');
  expect(html).toContain('<link rel="preload" href="/config.json" as="fetch" crossorigin />');
  const response = await fetch(`${platform.url}/config.json`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-cache');
});
