import type { ApiBase, HttpMethod } from '../../resources/types';
import { attachmentFileName } from '../../utils/downloadFile';
import type { HttpClient } from '../httpClient';

export interface ApiRequestOptions {
  /** Which API the path belongs to (default: the core API). */
  base?: ApiBase;
  query?: URLSearchParams;
  body?: unknown;
  /** The caller shows failures itself: no notification. */
  silent?: boolean;
  /** Public calls (the application configuration) work before sign-in. */
  skipAuth?: boolean;
  signal?: AbortSignal;
  /** False for user info: its 401 signs out instead of renewing the token and retrying (SPEC §8, issue 9). */
  retryUnauthorized?: boolean;
}

/** A downloaded file and the name the server gave it. */
export interface ApiFile {
  blob: Blob;
  fileName: string;
}

/**
 * How area API modules reach the platform: a method and an API path, never a URL. The base URLs of the runtime
 * configuration are added here, so no module outside the providers builds an address.
 */
export interface ApiRequest {
  json<T>(method: HttpMethod, path: string, options?: ApiRequestOptions): Promise<T>;
  /**
   * A file answered at `address`: an API path, or an address on the core API that a task names as its result
   * (`/api/home/exports/5/file`). Other origins are refused so the access token never leaves the platform.
   */
  file(address: string, options?: Pick<ApiRequestOptions, 'signal'>): Promise<ApiFile>;
}

export function createApiRequest(httpClient: HttpClient, apiUrls: Record<ApiBase, string>): ApiRequest {
  return {
    async json<T>(method: HttpMethod, path: string, options: ApiRequestOptions = {}) {
      const { base = 'core', query, body, silent, skipAuth, signal, retryUnauthorized } = options;
      const search = query?.toString();
      const { json } = await httpClient<T>(`${apiUrls[base]}${path}${search ? `?${search}` : ''}`, {
        method,
        body,
        silent,
        skipAuth,
        signal,
        retryUnauthorized,
      });
      return json;
    },
    async file(address, options = {}) {
      const core = new URL(apiUrls.core);
      const corePath = `${core.pathname.replace(/\/$/, '')}/`;
      // A task's result names a full address or one on the core API's path; anything else is an API path.
      const url =
        /^[a-z][a-z0-9+.-]*:/i.test(address) || address.startsWith(corePath)
          ? new URL(address, core)
          : new URL(`${apiUrls.core}${address}`);
      if (url.origin !== core.origin) throw new Error(`Refused to download from ${url.origin}`);
      const { blob, headers } = await httpClient<null>(url.href, {
        responseType: 'blob',
        signal: options.signal,
      });
      if (!blob) throw new Error('The platform answered without a file');
      const fallback = url.pathname.split('/').filter(Boolean).pop() ?? 'download';
      return { blob, fileName: attachmentFileName(headers.get('Content-Disposition'), fallback) };
    },
  };
}
