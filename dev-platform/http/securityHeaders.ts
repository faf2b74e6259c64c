import type { ServerResponse } from 'node:http';

/** Builds the Content-Security-Policy; `frameable` relaxes frame-ancestors for the silent-renew page only. */
export function contentSecurityPolicy(options: {
  connectOrigins: string[];
  frameable: boolean;
  devVite: boolean;
}): string {
  const connect = ["'self'", ...options.connectOrigins];
  const directives = [
    "default-src 'self'",
    // Vite's dev server injects an inline React-refresh preamble; the production build needs no inline script.
    options.devVite ? "script-src 'self' 'unsafe-inline'" : "script-src 'self'",
    // MUI (emotion) injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    // Audio fetched with the token (generated speech, recordings) plays from a blob: address.
    "media-src 'self' blob:",
    `connect-src ${connect.join(' ')}`,
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    options.frameable ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}

/** Sets the headers every response carries, before any handler (including hijacked ones) writes. */
export function applySecurityHeaders(
  res: ServerResponse,
  path: string,
  csp: { normal: string; frameable: string },
) {
  const frameable = path === '/auth-refresh' || path.startsWith('/auth-refresh?');
  res.setHeader('Content-Security-Policy', frameable ? csp.frameable : csp.normal);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  if (!frameable) res.setHeader('X-Frame-Options', 'DENY');
}
