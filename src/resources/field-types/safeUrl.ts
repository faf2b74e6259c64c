/**
 * The address a URL field may link to: https anywhere, or a path of this very origin (relative or absolute);
 * undefined for anything else (http, javascript:, data:, garbage), which is then shown as plain text. The origin is
 * a parameter (the console passes its own page's origin) so the dev platform can use the same rule.
 */
export function safeLinkTarget(value: string, origin: string): string | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  let url: URL;
  try {
    url = new URL(text, origin);
  } catch {
    return undefined;
  }
  if (url.protocol === 'https:' && /^https:\/\//i.test(text)) return text;
  // Same origin only for real paths: '//evil.example' parses as another host and is refused here.
  const sameOrigin = url.origin === origin && (url.protocol === 'http:' || url.protocol === 'https:');
  const isPath = text.startsWith('/') && !text.startsWith('//');
  return sameOrigin && (isPath || text.startsWith(`${origin}/`) || text === origin) ? text : undefined;
}
