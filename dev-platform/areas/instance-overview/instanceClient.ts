import type { ComparisonKind, InstanceItem } from '../../../src/shared/wire/instances';
import { ApiError } from '../../api/apiError';

/** How this instance talks to a remote one: over HTTP, with the remote instance's own API key. */
export interface RemoteInstance {
  appUrl: string;
  apiKey: string;
}

const TIMEOUT_MS = 5000;

async function call<T>(
  remote: RemoteInstance,
  method: 'GET' | 'PUT',
  path: string,
  body?: unknown,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${remote.appUrl}/api${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${remote.apiKey}`,
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(502, `The remote instance ${remote.appUrl} is not reachable`);
  }
  if (!response.ok)
    throw new ApiError(502, `The remote instance ${remote.appUrl} answered ${response.status}`);
  return (await response.json()) as T;
}

export const remoteInfo = (remote: RemoteInstance) =>
  call<{ name: string; version: string }>(remote, 'GET', '/instance-info');

export const remoteItems = async (remote: RemoteInstance, kind: ComparisonKind, tenant: string) =>
  (
    await call<{ items: InstanceItem[] }>(
      remote,
      'GET',
      `/instance/items/${kind}?tenant=${encodeURIComponent(tenant)}`,
    )
  ).items;

export const writeRemoteItems = (
  remote: RemoteInstance,
  kind: ComparisonKind,
  tenant: string,
  items: InstanceItem[],
) =>
  call<{ written: number }>(remote, 'PUT', `/instance/items/${kind}?tenant=${encodeURIComponent(tenant)}`, {
    items,
  });
