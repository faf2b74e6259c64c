import type { IncomingMessage } from 'node:http';

/** The sign-in steps' route below the issuer path. */
export const INTERACTION_ROUTE = /^\/interaction\/([A-Za-z0-9_-]+)$/;

/** The URL below the issuer path, or undefined when the URL is outside of it. */
export function stripPrefix(url: string, prefix: string): string | undefined {
  if (!prefix) return url;
  if (!url.startsWith(prefix)) return undefined;
  const rest = url.slice(prefix.length);
  if (rest === '') return '/';
  if (rest.startsWith('/')) return rest;
  if (rest.startsWith('?')) return `/${rest}`;
  return undefined;
}

/**
 * Hands a request to an oidc-provider mounted below a path, as its docs describe for non-express hosts: the provider
 * routes on the stripped URL and derives its mount path (for the URLs it builds) from `originalUrl`.
 */
export function mountPath(req: IncomingMessage, rest: string): void {
  (req as IncomingMessage & { originalUrl?: string }).originalUrl = req.url;
  req.url = rest;
}
