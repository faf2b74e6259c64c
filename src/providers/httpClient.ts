import { ApiError } from './apiError';
import { readTenantContext } from './tenantContext';

/** Message of a request refused locally because nobody is signed in (SPEC §7, §8). */
export const AUTHORIZATION_ERROR_MESSAGE = 'Authorization error';

/** Header naming the selected tenant context (SPEC §7). */
export const TENANT_CONTEXT_HEADER = 'Tenant-Context-Id';

/** The part of a signed-in OIDC user the client needs. */
export interface TokenHolder {
  access_token: string;
  expired?: boolean;
}

export interface HttpRequestOptions {
  method?: string;
  /** Serialised as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The call works without a signed-in user: no Authorization header, no user needed. */
  skipAuth?: boolean;
  /** The caller handles failures itself: the error is marked so no notification is shown. */
  silent?: boolean;
  signal?: AbortSignal;
  /** `blob`: a successful answer is read as a file (downloads); failures are still read as JSON errors. */
  responseType?: 'json' | 'blob';
}

export interface HttpResponse<T> {
  status: number;
  headers: Headers;
  /** Parsed JSON body; null for empty bodies (e.g. 204); a Blob with `responseType: 'blob'`. */
  json: T;
}

/** Fetch wrapper for the core and NLP APIs; rejects with {@link ApiError}. */
export type HttpClient = <T = unknown>(url: string, options?: HttpRequestOptions) => Promise<HttpResponse<T>>;

export interface HttpClientDeps {
  /** The stored user, e.g. `userManager.getUser()`. */
  getUser: () => Promise<TokenHolder | null>;
  fetch?: typeof fetch;
  storage?: Storage;
}

/**
 * Creates the API client: adds `Authorization: Bearer` (unless `skipAuth`) and `Tenant-Context-Id` when a tenant
 * context is selected; with no valid user and authorization required it sends nothing (SPEC §7).
 */
export function createHttpClient({ getUser, fetch: fetchImpl, storage }: HttpClientDeps): HttpClient {
  return async <T>(url: string, options: HttpRequestOptions = {}): Promise<HttpResponse<T>> => {
    const { method = 'GET', body, skipAuth = false, silent = false, signal, responseType = 'json' } = options;
    const accept = responseType === 'blob' ? '*/*' : 'application/json';
    const headers = new Headers({ Accept: accept, ...options.headers });
    if (body !== undefined) headers.set('Content-Type', 'application/json');

    if (!skipAuth) {
      const user = await getUser();
      if (!user || user.expired || !user.access_token) {
        throw new ApiError(AUTHORIZATION_ERROR_MESSAGE, 0, null, silent);
      }
      headers.set('Authorization', `Bearer ${user.access_token}`);
    }
    const tenant = readTenantContext(storage ?? window.sessionStorage);
    if (tenant) headers.set(TENANT_CONTEXT_HEADER, String(tenant.id));

    let response: Response;
    try {
      response = await (fetchImpl ?? window.fetch)(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiError(errorMessage(error), 0, null, silent);
    }

    if (response.ok && responseType === 'blob') {
      return { status: response.status, headers: response.headers, json: (await response.blob()) as T };
    }
    const json = await readJson(response);
    if (!response.ok) {
      throw new ApiError(failureMessage(url, response, json), response.status, json, silent);
    }
    return { status: response.status, headers: response.headers, json: json as T };
  };
}

/** 'Error ({status}) - {error}' when the body carries both fields, else the failure's own message (SPEC §8). */
function failureMessage(url: string, response: Response, body: unknown): string {
  if (typeof body === 'object' && body !== null) {
    const { status, error } = body as Record<string, unknown>;
    if ((typeof status === 'number' || typeof status === 'string') && typeof error === 'string') {
      return `Error (${status}) - ${error}`;
    }
  }
  return `Http failure response for ${url}: ${response.status} ${response.statusText}`.trimEnd();
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    // A proxy error page or plain-text body: keep the failure message generic.
    return null;
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
