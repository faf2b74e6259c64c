import { fileURLToPath } from 'node:url';
import { parseAst } from 'vite';
import { moduleEdges, type ModuleEdges, type ModuleGraph, type Wanted } from './moduleEdges';

export type { ModuleGraph } from './moduleEdges';

/** The console's entry module (`index.html` only references it). */
export const ENTRY_MODULE = fileURLToPath(new URL('../src/main.tsx', import.meta.url));

/**
 * The dynamic imports the entry starts at once, beside its own code (`src/main.tsx`, `src/app/preloadLanding.ts`,
 * `src/app/earlyStart.ts`): the console's start, the list view of the landing address and its configurations, those
 * of the users list (the list the benchmark opens; each list has a chunk of them, `scripts/resourceScreens.ts`).
 */
export const STARTED_BY_ENTRY = [
  /src[\\/]app[\\/]startApp\.tsx$/,
  /ResourceList\.tsx$/,
  /built-in-resources\/screen\/users$/,
];

/**
 * The modules a cold load of a list runs before its first screen: what the entry imports and what the chunks it
 * starts at once import, transitively. A barrel (`@mui/material`, `react-admin`) statically reaches its whole
 * package, so the walk follows only the names each module imports from it (its re-exports of those names). Other
 * dynamic imports (a screen, a dialog opened on click) are not followed. Anything the walk cannot read (CommonJS, an
 * import it cannot match) counts as wholly needed: unsure means on the first load, as before. `parents`, when given,
 * receives each module's first importer on the walk (why a module is on the first load).
 */
export function firstLoadModules(
  graph: ModuleGraph,
  entry = ENTRY_MODULE,
  parents?: Map<string, string>,
): Set<string> {
  if (!graph.getModuleInfo(entry)) throw new Error(`the build has no module ${entry}`);
  const edges = new Map<string, ModuleEdges | null>();
  const edgesOf = (id: string) => {
    if (!edges.has(id)) edges.set(id, moduleEdges(graph, id, parseAst));
    return edges.get(id) ?? null;
  };
  const exported = new Map<string, Set<string>>();
  const exportedNames = (id: string): Set<string> => {
    const known = exported.get(id);
    if (known) return known;
    const names = new Set<string>();
    exported.set(id, names); // cycles of `export *` end here
    const own = edgesOf(id);
    own?.ownExports.forEach((name) => names.add(name));
    own?.reexports.forEach(({ exported: name }) => names.add(name));
    own?.stars.forEach((star) =>
      exportedNames(star).forEach((name) => name !== 'default' && names.add(name)),
    );
    return names;
  };

  const wanted = new Map<string, Wanted>();
  const pending: string[] = [];
  let current = '';
  const need = (id: string, names: Wanted) => {
    const before = wanted.get(id);
    if (before === 'all') return;
    if (names === 'all') wanted.set(id, 'all');
    else if (!before) wanted.set(id, new Set(names));
    else if ([...names].every((name) => before.has(name))) return;
    else names.forEach((name) => before.add(name));
    if (!before) parents?.set(id, current);
    pending.push(id);
  };
  const visited = new Set<string>();
  need(entry, 'all');
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    current = id;
    const own = edgesOf(id);
    const names = wanted.get(id) ?? 'all';
    if (!visited.has(id)) {
      visited.add(id);
      const info = graph.getModuleInfo(id);
      info?.dynamicallyImportedIds
        .filter((next) => STARTED_BY_ENTRY.some((pattern) => pattern.test(next)))
        .forEach((next) => need(next, 'all'));
      if (!own) info?.importedIds.forEach((next) => need(next, 'all'));
      own?.imports.forEach(({ id: next, names: used }) => need(next, used));
    }
    if (!own) continue;
    const wants = (name: string) => names === 'all' || names.has(name);
    own.reexports
      .filter(({ exported: name }) => wants(name))
      .forEach(({ id: next, names: used }) => need(next, used));
    for (const star of own.stars) {
      if (names === 'all') need(star, 'all');
      else {
        const provided = exportedNames(star);
        const asked = [...names].filter((name) => name !== 'default' && provided.has(name));
        if (asked.length) need(star, new Set(asked));
      }
    }
  }
  return new Set(wanted.keys());
}
