import { join } from 'node:path';
import { externalIdpFromEnv, type ExternalIdpSetting } from './sso/externalProviders';
import type { ThrottlePolicy } from './sso/signInThrottle';

/** How one dev platform process is configured (all from the environment in `main.ts`). */
export interface PlatformSettings {
  port: number;
  /** SQLite file; ':memory:' for in-process tests. Created and seeded when missing. */
  dbFile: string;
  seedScale: number;
  /** Access-token lifetime in seconds. */
  accessTokenTtl: number;
  /** Serve the console through Vite's dev server (hot reload) instead of the production build. */
  devVite: boolean;
  /** Folder of the production build of the console. */
  consoleDir: string;
  /** Configuration directory for ops: runtime resources in `<configDir>/resources/*.json`, read while running. */
  configDir: string;
  /** Skip serving the console at all (API-only tests). */
  serveConsole: boolean;
  /** Print one line per request. */
  logRequests: boolean;
  /** Step of the simulated calls on the lines (ongoing-calls screens); 0 turns the simulation off. */
  callSimulationMs: number;
  /** Step of running campaigns' progress (issue 13); 0 turns it off. */
  campaignProgressMs: number;
  /** Step of a test call's script. */
  testCallStepMs: number;
  /** Sign-in throttling; in-process tests shorten it (the default policy otherwise). */
  throttlePolicy?: ThrottlePolicy;
  /** The external sign-in provider (issue 32.5): the built-in stand-in, a real one, or none. */
  externalIdp: ExternalIdpSetting;
}

export const repoRoot = join(import.meta.dirname, '..');

/** Reads settings from environment variables, with the documented defaults. */
export function settingsFromEnv(env: NodeJS.ProcessEnv): PlatformSettings {
  return {
    port: positiveInt(env.PORT, 8080, 'PORT'),
    dbFile: env.DB_FILE ?? join(repoRoot, 'data', 'switchboard.sqlite'),
    seedScale: positiveNumber(env.SEED_SCALE, 1, 'SEED_SCALE'),
    accessTokenTtl: positiveInt(env.ACCESS_TOKEN_TTL, 300, 'ACCESS_TOKEN_TTL'),
    devVite: env.DEV_VITE === '1',
    consoleDir: env.CONSOLE_DIR ?? join(repoRoot, 'dist'),
    configDir: env.CONFIG_DIR || join(repoRoot, 'config'),
    serveConsole: env.SERVE_CONSOLE !== '0',
    logRequests: env.LOG_REQUESTS === '1',
    callSimulationMs:
      env.CALL_SIMULATION_MS === '0' ? 0 : positiveInt(env.CALL_SIMULATION_MS, 0, 'CALL_SIMULATION_MS'),
    campaignProgressMs:
      env.CAMPAIGN_PROGRESS_MS === '0' ? 0 : positiveInt(env.CAMPAIGN_PROGRESS_MS, 0, 'CAMPAIGN_PROGRESS_MS'),
    testCallStepMs: positiveInt(env.TEST_CALL_STEP_MS, 1000, 'TEST_CALL_STEP_MS'),
    externalIdp: externalIdpFromEnv(env),
  };
}

function positiveNumber(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, got '${raw}'`);
  return value;
}

function positiveInt(raw: string | undefined, fallback: number, name: string): number {
  const value = positiveNumber(raw, fallback, name);
  if (!Number.isInteger(value)) throw new Error(`${name} must be a whole number, got '${raw}'`);
  return value;
}
