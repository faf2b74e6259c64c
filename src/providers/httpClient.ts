import { ApiError } from './apiError';
import { TENANT_CONTEXT_HEADER } from '../shared/wire/common';
import { readTenantContext } from './tenantContext';

/** Message of a request refused locally because nobody is signed in (SPEC §7, §8). */
export const AUTHORIZATION_ERROR_MESSAGE = 'Authorization error';

/** SPEC §9: the default HTTP timeout, 100 s; a call still unanswered then is abandoned. */
export const HTTP_TIMEOUT_MS = 100_000;

/** Said when a call was abandoned after the timeout (the server or the network stalled). */
export const TIMEOUT_ERROR_MESSAGE = 'The server did not answer within 100 seconds. Try again later.';

/** The part of a signed-in OIDC user the client needs. */
export interface TokenHolder {
  access_token: string;
  expired?: boolean;
  /** Seconds until the access token expires (undefined: no expiry known). */
  expires_in?: number;
}

/** A token this close to expiry is renewed before use, so it cannot expire on its way to the API. */
export const EXPIRY_MARGIN_SECONDS = 5;

const isExpiring = (user: TokenHolder) =>
  user.expired === true || (user.expires_in !== undefined && user.expires_in < EXPIRY_MARGIN_SECONDS);

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
  /** `blob`: the answer is a file (a CSV report, a recording), read as is and never parsed as JSON. */
  responseType?: 'json' | 'blob';
  /**
   * On a 401, renew the token once and retry once (default). User info sets false: its 401 signs out (SPEC §8).
   */
  retryUnauthorized?: boolean;
}

export interface HttpResponse<T> {
  status: number;
  headers: Headers;
  /** Parsed JSON body; null for empty bodies (e.g. 204) and for files. */
  json: T;
  /** The body of a successful `responseType: 'blob'` call. */
  blob?: Blob;
}

/** Fetch wrapper for the core and NLP APIs; rejects with {@link ApiError}. */
export type HttpClient = <T = unknown>(url: string, options?: HttpRequestOptions) => Promise<HttpResponse<T>>;

export interface HttpClientDeps {
  /** The stored user, e.g. the OIDC session's `getUser()` (read from session storage). */
  getUser: () => Promise<TokenHolder | null>;
  /**
   * The stored user read synchronously (the OIDC session's `userNow()`), or undefined when not known: a fresh one is
   * used at once, so a call leaves in its caller's task instead of awaiting `getUser` behind React's next render.
   */
  userNow?: () => TokenHolder | null | undefined;
  /** Renews the access token after `rejected` was refused or is about to expire; null when renewal failed. */
  refresh?: (rejected: string) => Promise<TokenHolder | null>;
  fetch?: typeof fetch;
  storage?: Storage;
  /** How long a call may take, answer body included ({@link HTTP_TIMEOUT_MS} by default). */
  timeoutMs?: number;
}

/**
 * Creates the API client: adds `Authorization: Bearer` (unless `skipAuth`) and `Tenant-Context-Id` when a tenant
 * context is selected; with no valid user and authorization required it sends nothing (SPEC §7).
 */
export function createHttpClient({
  getUser,
  userNow,
  refresh,
  fetch: fetchImpl,
  storage,
  timeoutMs = HTTP_TIMEOUT_MS,
}: HttpClientDeps): HttpClient {
  /** The user to call with: renewed first when its token is expired or about to expire. */
  const currentUser = async (): Promise<TokenHolder | null> => {
    const user = await getUser();
    return user?.access_token && isExpiring(user) && refresh
      ? ((await refresh(user.access_token)) ?? user)
      : user;
  };

  const call = async <T>(
    url: string,
    options: HttpRequestOptions,
    timedOut: AbortSignal,
  ): Promise<HttpResponse<T>> => {
    const { method = 'GET', body, skipAuth = false, silent = false, responseType = 'json' } = options;
    const signal = options.signal ? AbortSignal.any([options.signal, timedOut]) : timedOut;
    const accept = responseType === 'blob' ? '*/*' : 'application/json';
    const headers = new Headers({ Accept: accept, ...options.headers });
    if (body !== undefined) headers.set('Content-Type', 'application/json');

    let token: string | undefined;
    if (!skipAuth) {
      // A page change's list call would otherwise wait for the stored user behind the render that follows it.
      const known = userNow?.();
      const user = known?.access_token && !isExpiring(known) ? known : await currentUser();
      if (!user || user.expired || !user.access_token) {
        throw new ApiError(AUTHORIZATION_ERROR_MESSAGE, 0, null, silent);
      }
      token = user.access_token;
    }
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const tenant = readTenantContext(storage ?? window.sessionStorage);
    if (tenant) headers.set(TENANT_CONTEXT_HEADER, String(tenant.id));

    const send = async (): Promise<Response> => {
      try {
        return await (fetchImpl ?? window.fetch)(url, {
          method,
          headers: new Headers(headers),
          body: body === undefined ? undefined : JSON.stringify(body),
          signal,
        });
      } catch (error) {
        if (timedOut.aborted) throw new ApiError(TIMEOUT_ERROR_MESSAGE, 0, null, silent);
        if (isAbort(error)) throw error;
        throw new ApiError(errorMessage(error), 0, null, silent);
      }
    };
    let response = await send();
    // Issue 9: a token that expired in flight is renewed once and the call retried once; only a failed renewal
    // (the 401 then stands and signs out) or a 401 on user info ends the session.
    if (response.status === 401 && token && refresh && options.retryUnauthorized !== false) {
      const renewed = await refresh(token);
      if (renewed?.access_token && renewed.access_token !== token && !renewed.expired) {
        headers.set('Authorization', `Bearer ${renewed.access_token}`);
        response = await send();
      }
    }

    if (responseType === 'blob' && response.ok)
      return {
        status: response.status,
        headers: response.headers,
        json: null as T,
        blob: await response.blob(),
      };
    // Failures answer JSON ({status, error}) even for file calls.
    const json = await readJson(response);
    if (!response.ok) {
      throw new ApiError(failureMessage(url, response, json), response.status, json, silent);
    }
    return { status: response.status, headers: response.headers, json: json as T };
  };

  return async <T>(url: string, options: HttpRequestOptions = {}): Promise<HttpResponse<T>> => {
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    try {
      return await call<T>(url, options, timeout.signal);
    } catch (error) {
      // A body still streaming when the time ran out fails as a timeout too.
      if (timeout.signal.aborted && !(error instanceof ApiError))
        throw new ApiError(TIMEOUT_ERROR_MESSAGE, 0, null, options.silent ?? false);
      throw error;
    } finally {
      clearTimeout(timer);
    }
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
