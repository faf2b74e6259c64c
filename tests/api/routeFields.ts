import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROUTES_DIR = join(import.meta.dirname, '../../dev-platform/api/routes');

/**
 * Every body field name the API's route code reads (`body.x`, `textOr(body, 'x')`, `const { x } = body`), so a
 * fuzz can fill all of them at once without a hand-kept list that misses the next route's fields.
 */
export function bodyFieldNames(): string[] {
  const names = new Set<string>();
  for (const file of readdirSync(ROUTES_DIR)) {
    const text = readFileSync(join(ROUTES_DIR, file), 'utf8');
    for (const match of text.matchAll(/body\.([A-Za-z]+)/g)) names.add(match[1]!);
    for (const match of text.matchAll(/body, '([A-Za-z]+)'/g)) names.add(match[1]!);
    for (const match of text.matchAll(/const \{ ([A-Za-z, ]+) \} = body/g))
      for (const name of match[1]!.split(/,\s*/)) names.add(name);
  }
  return [...names].sort();
}
