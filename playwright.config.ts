import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SHORT_TOKEN_TTL } from './e2e/support/shortTokens';

const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'localhost',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();

// Chosen once in the runner process; workers inherit the environment, so they agree on the ports and databases.
process.env.E2E_PORT ??= freePort();
process.env.E2E_DB_FILE ??= join(tmpdir(), `switchboard-e2e-${process.pid}-${process.env.E2E_PORT}.sqlite`);
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://localhost:${port}`;

// The console platform reads a copy of config/ (issue 30), so stories may add and remove runtime resources there.
if (!process.env.E2E_CONFIG_DIR) {
  process.env.E2E_CONFIG_DIR = mkdtempSync(join(tmpdir(), 'switchboard-e2e-config-'));
  cpSync(resolve('config'), process.env.E2E_CONFIG_DIR, { recursive: true });
}

// A second platform with 30 s access tokens: a session must stay alive through renewal after renewal.
// Specs that change platform-wide settings (the saved theme) also run there, so they never disturb the others.
process.env.E2E_SHORT_PORT ??= freePort();
process.env.E2E_SHORT_DB_FILE ??= join(
  tmpdir(),
  `switchboard-e2e-short-${process.pid}-${process.env.E2E_SHORT_PORT}.sqlite`,
);
const shortPort = Number(process.env.E2E_SHORT_PORT);
export const shortTokenBaseURL = `http://localhost:${shortPort}`;
const SHORT_TOKEN_SPECS = /(auth-session-keepalive|auth-token-expiry|theme-saved)\.spec\.ts$/;

// A third platform seeded at scale 34 (~102,000 dial logs, ~6 s of seeding) for the 100,000-row CSV export; only the
// specs matching LARGE_SEED_SPECS run there, so nobody else pays for the bigger database.
process.env.E2E_LARGE_PORT ??= freePort();
process.env.E2E_LARGE_DB_FILE ??= join(
  tmpdir(),
  `switchboard-e2e-large-${process.pid}-${process.env.E2E_LARGE_PORT}.sqlite`,
);
const largePort = Number(process.env.E2E_LARGE_PORT);
export const largeSeedBaseURL = `http://localhost:${largePort}`;
const LARGE_SEED_SPECS = /live-export-large\.spec\.ts$/;

const platform = (listenPort: number, dbFile: string | undefined, env: Record<string, string> = {}) => ({
  command: 'npx tsx dev-platform/main.ts',
  url: `http://localhost:${listenPort}/config.json`,
  timeout: 240_000,
  reuseExistingServer: false,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(listenPort),
    DB_FILE: dbFile ?? '',
    SEED_SCALE: process.env.E2E_SEED_SCALE ?? '1',
    // Test-only endpoints (e.g. dropping every hub connection); `npm start` never sets this.
    E2E_HOOKS: '1',
    ...env,
  },
});

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Two workers for the console's stories (CI has two cores) and a third slot for the short-token and large-seed
  // stories, which mostly wait for tokens to expire or a file to download: they run beside the others, not after.
  // A third console worker was tried: each story took ~1.6× as long and the run was no shorter (the stories are
  // CPU-bound in the browsers).
  workers: process.env.CI ? 3 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    headless: true,
    // People who ask for less motion get a console without transitions (WCAG 2.3.3): the stories use it, so nothing
    // they read or click is still fading or sliding in.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // short-tokens first: its long waiting stories start at once, in their own slot.
  projects: [
    { name: 'short-tokens', testMatch: SHORT_TOKEN_SPECS, use: { baseURL: shortTokenBaseURL }, workers: 1 },
    { name: 'large-seed', testMatch: LARGE_SEED_SPECS, use: { baseURL: largeSeedBaseURL }, workers: 1 },
    {
      name: 'console',
      testIgnore: [SHORT_TOKEN_SPECS, LARGE_SEED_SPECS],
      workers: process.env.CI ? 2 : undefined,
    },
  ],
  // Started one after the other: the first builds the console when src/ changed, the second reuses that build.
  webServer: [
    // Running campaigns step every second (calls last a fraction of a step), so a dialling story ends in seconds.
    platform(port, process.env.E2E_DB_FILE, {
      CONFIG_DIR: process.env.E2E_CONFIG_DIR,
      CAMPAIGN_PROGRESS_MS: '1000',
    }),
    platform(shortPort, process.env.E2E_SHORT_DB_FILE, { ACCESS_TOKEN_TTL: String(SHORT_TOKEN_TTL) }),
    platform(largePort, process.env.E2E_LARGE_DB_FILE, { SEED_SCALE: '34' }),
  ],
});
