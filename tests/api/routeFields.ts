import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const AREAS_DIR = join(import.meta.dirname, '../../dev-platform/areas');

/**
 * Every body field name the API's route code reads (`body.x`, `textOr(body, 'x')`, `const { x } = body`), so a
 * fuzz can fill all of them at once without a hand-kept list that misses the next route's fields.
 */
export function bodyFieldNames(): string[] {
  const names = new Set<string>();
  const files = readdirSync(AREAS_DIR, { recursive: true, encoding: 'utf8' });
  for (const file of files.filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    const text = readFileSync(join(AREAS_DIR, file), 'utf8');
    for (const match of text.matchAll(/body\.([A-Za-z]+)/g)) names.add(match[1]!);
    for (const match of text.matchAll(/body, '([A-Za-z]+)'/g)) names.add(match[1]!);
    for (const match of text.matchAll(/const \{ ([A-Za-z, ]+) \} = body/g))
      for (const name of match[1]!.split(/,\s*/)) names.add(name);
  }
  return [...names].sort();
}
