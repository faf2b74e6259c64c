import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../settings';

// The dev platform runs some console modules (src/shared, the resource registry and the form rules derived from
// it). Everything they import, transitively, must be plain TypeScript that runs in Node: no components (.tsx), no
// browser globals, no packages but the configuration schema's.
// Pure libraries only: the schema library, the date libraries the field types format CSV cells with, and the
// phone-number metadata the one E.164 check reads.
const ALLOWED_PACKAGES = new Set(['zod', 'date-fns', '@date-fns/tz', 'libphonenumber-js/min']);
const BROWSER_GLOBALS = /\b(window|document|localStorage|sessionStorage|navigator)\./;
const VALUE_IMPORT = /^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)';/gms;

const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );

const valueImports = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)].map((match) => match[1]!);

function resolveModule(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const found = [`${base}.ts`, `${base}.tsx`, base].find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`${from}: cannot resolve ${specifier}`);
  return found;
}

/** The console modules the platform imports as values, and everything they import in turn. */
function consoleModulesOfPlatform(): { modules: Set<string>; packages: Set<string> } {
  const src = join(repoRoot, 'src');
  const pending = filesUnder(join(repoRoot, 'dev-platform'))
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) =>
      valueImports(file)
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => resolveModule(file, specifier))
        .filter((module) => module.startsWith(src)),
    );
  const modules = new Set<string>();
  const packages = new Set<string>();
  while (pending.length > 0) {
    const module = pending.pop()!;
    if (modules.has(module)) continue;
    modules.add(module);
    for (const specifier of valueImports(module)) {
      if (specifier.startsWith('.')) pending.push(resolveModule(module, specifier));
      else packages.add(specifier);
    }
  }
  return { modules, packages };
}

describe('console modules the dev platform runs', () => {
  const { modules, packages } = consoleModulesOfPlatform();
  const names = [...modules].map((module) => relative(repoRoot, module));

  it('include src/shared, the registry and the form rules', () => {
    expect(names).toEqual(
      expect.arrayContaining([
        'src/shared/permissions.ts',
        'src/resources/registry.ts',
        'src/resources/schema/formRules.ts',
      ]),
    );
  });

  it('are plain TypeScript without components, browser globals or UI packages', () => {
    expect(names.filter((name) => !name.endsWith('.ts'))).toEqual([]);
    expect(names.filter((name) => BROWSER_GLOBALS.test(readFileSync(join(repoRoot, name), 'utf8')))).toEqual(
      [],
    );
    expect([...packages].filter((name) => !ALLOWED_PACKAGES.has(name))).toEqual([]);
  });
});
