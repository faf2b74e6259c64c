import type { RuntimeConfig } from '../shared/wire/runtimeConfig';

/** Where the server publishes the environment-specific configuration. */
export const RUNTIME_CONFIG_URL = '/config.json';

/** Why `/config.json` could not be used; the message says exactly what is wrong. */
export class RuntimeConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RuntimeConfigError';
  }
}

/** Fetches and validates the runtime configuration; rejects with a {@link RuntimeConfigError}. */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = window.fetch.bind(window),
  url: string = RUNTIME_CONFIG_URL,
): Promise<RuntimeConfig> {
  let response: Response;
  try {
    // A plain request, so it takes over index.html's preload of the same address (started with the page, beside the
    // scripts). Freshness is the server's: `/config.json` is served to be revalidated (Cache-Control: no-cache).
    response = await fetchImpl(url);
  } catch (error) {
    throw new RuntimeConfigError(
      `Could not load ${url}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!response.ok) {
    throw new RuntimeConfigError(
      `Could not load ${url}: HTTP ${response.status} ${response.statusText}`.trimEnd(),
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch (error) {
    throw new RuntimeConfigError(`${url} is not valid JSON: ${(error as Error).message}`);
  }
  return parseRuntimeConfig(body, url);
}

/** Validates an already parsed configuration object and returns a clean copy of it. */
export function parseRuntimeConfig(value: unknown, source = RUNTIME_CONFIG_URL): RuntimeConfig {
  const fail = (message: string): never => {
    throw new RuntimeConfigError(`${source}: ${message}`);
  };
  const root = asObject(value) ?? fail('must be a JSON object');
  const sso = asObject(root.sso) ?? fail('"sso" must be an object');

  const url = (field: string, raw: unknown): string => {
    if (typeof raw !== 'string' || raw.trim() === '') return fail(`"${field}" must be a non-empty string`);
    let parsed: URL;
    try {
      parsed = new URL(raw);
    } catch {
      return fail(`"${field}" must be an absolute URL, got "${raw}"`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      return fail(`"${field}" must be an http(s) URL, got "${raw}"`);
    }
    // Paths are appended to the base URLs, so a trailing slash would produce '//' in every call.
    return raw.replace(/\/+$/, '');
  };
  const text = (field: string, raw: unknown): string =>
    typeof raw === 'string' && raw.trim() !== '' ? raw : fail(`"${field}" must be a non-empty string`);
  const path = (field: string, raw: unknown): string => {
    const value = text(field, raw);
    return value.startsWith('/') && !value.startsWith('//')
      ? value
      : fail(`"${field}" must be a path starting with a single "/", got "${value}"`);
  };

  const config: RuntimeConfig = {
    coreApiUrl: url('coreApiUrl', root.coreApiUrl),
    nlpApiUrl: url('nlpApiUrl', root.nlpApiUrl),
    hubUrl: url('hubUrl', root.hubUrl),
    sso: {
      authority: url('sso.authority', sso.authority),
      clientId: text('sso.clientId', sso.clientId),
      scope: text('sso.scope', sso.scope),
      redirectPath: path('sso.redirectPath', sso.redirectPath),
      silentRedirectPath: path('sso.silentRedirectPath', sso.silentRedirectPath),
      postLogoutRedirectPath: path('sso.postLogoutRedirectPath', sso.postLogoutRedirectPath),
    },
  };
  if (!config.sso.scope.split(/\s+/).includes('openid')) fail('"sso.scope" must include "openid"');
  // Runtime resource and page files: lists of addresses.
  for (const key of ['resources', 'pages'] as const) {
    const files = root[key];
    if (files === undefined) continue;
    if (!Array.isArray(files) || !files.every((item) => typeof item === 'string' && item.trim() !== ''))
      return fail(`"${key}" must be an array of non-empty strings`);
    config[key] = [...(files as string[])];
  }
  return config;
}

function asObject(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}
