const FALLBACK = '/';
const MAX_LENGTH = 2048;
// Any origin works as long as it is fixed: we only compare the resolved origin against it.
const PROBE_ORIGIN = 'https://switchboard.invalid';

/**
 * Returns the saved sign-in state as a same-origin relative path, or `/` when it is anything else
 * (absolute or protocol-relative URLs, `javascript:`, backslashes, control characters, paths listed in `excluded`).
 * Browsers silently drop tabs/newlines and treat `\` as `/`, so `/\t/evil` or `/\evil` would otherwise become `//evil`.
 */
export function safeReturnPath(state: unknown, excluded: readonly string[] = []): string {
  if (typeof state !== 'string' || state.length === 0 || state.length > MAX_LENGTH) return FALLBACK;
  if (!state.startsWith('/') || state.startsWith('//')) return FALLBACK;
  if (state.includes('\\') || hasControlCharacter(state)) return FALLBACK;

  let url: URL;
  try {
    url = new URL(state, PROBE_ORIGIN);
  } catch {
    return FALLBACK;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return FALLBACK;
  if (excluded.includes(url.pathname)) return FALLBACK;
  return `${url.pathname}${url.search}${url.hash}`;
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
