/** Reads a dot path ('a.b.c') from a value; '' returns the value itself, missing steps give undefined. */
export function getPath(value: unknown, path: string): unknown {
  if (path === '') return value;
  return path.split('.').reduce<unknown>((current, key) => {
    if (typeof current !== 'object' || current === null) return undefined;
    return (current as Record<string, unknown>)[key];
  }, value);
}

/**
 * Reads a dot path through own properties only (`toString`, `constructor` and other inherited names give undefined):
 * for paths that come with a request, such as the columns of an export.
 */
export function getOwnPath(value: unknown, path: string): unknown {
  if (path === '') return value;
  return path.split('.').reduce<unknown>((current, key) => {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) return undefined;
    return (current as Record<string, unknown>)[key];
  }, value);
}
