import { dirname, resolve } from 'node:path';

/** The fields of rolldown's `ModuleInfo` the first-load walk reads. */
export interface ModuleGraph {
  getModuleInfo(id: string): {
    code: string | null;
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
    exports: readonly string[];
    inputFormat?: string;
  } | null;
}

/** Names used from a module, or all of it (a namespace import, or when the walk cannot tell). */
export type Wanted = Set<string> | 'all';

/** What one module takes from the modules it imports statically. */
export interface ModuleEdges {
  imports: { id: string; names: Wanted }[];
  /** `export { local as exported } from …` (`export * as exported from …` wants all). */
  reexports: { id: string; exported: string; names: Wanted }[];
  /** `export * from …` */
  stars: string[];
  ownExports: string[];
}

interface Node {
  type: string;
  source?: { value: string } | null;
  specifiers?: { type: string; imported?: Name; local?: Name; exported?: Name }[];
  exported?: Name | null;
}
type Name = { name?: string; value?: string };
type Parse = (code: string, options?: { lang?: 'js' }) => { body: readonly unknown[] };

const nameOf = (name: Name | undefined | null) => name?.name ?? name?.value ?? '';
const withoutQuery = (id: string) => id.replace(/\?.*$/, '');

/** The imported module `source` names, among the importer's resolved imports; undefined when it is not certain. */
export function matchSource(
  importer: string,
  source: string,
  candidates: readonly string[],
): string | undefined {
  let found: string[];
  if (source.startsWith('.')) {
    const base = resolve(dirname(importer), source);
    found = candidates.filter((id) => {
      const path = withoutQuery(id);
      if (!path.startsWith(base)) return false;
      const suffix = path.slice(base.length);
      return suffix === '' || /^\.[cm]?[jt]sx?$/.test(suffix) || suffix.startsWith('/index.');
    });
    if (found.length === 0) found = candidates.filter((id) => withoutQuery(id).startsWith(`${base}.`));
  } else {
    const parts = source.split('/');
    const packageName = parts.slice(0, source.startsWith('@') ? 2 : 1).join('/');
    const subpath = parts.slice(packageName.split('/').length);
    const inPackage = candidates.filter((id) => id.includes(`/node_modules/${packageName}/`));
    const rest = (id: string) =>
      withoutQuery(id)
        .slice(id.lastIndexOf(`/node_modules/${packageName}/`) + packageName.length + 15)
        .replace(/\.[cm]?js$/, '');
    found = subpath.length
      ? inPackage.filter((id) =>
          rest(id)
            .replace(/\/index$/, '')
            .endsWith(subpath.join('/')),
        )
      : inPackage.length === 1
        ? inPackage
        : inPackage.filter((id) => /^([^/]+\/)?index$/.test(rest(id)));
  }
  return found.length === 1 ? found[0] : undefined;
}

/** The module's static edges, or null when they cannot be read (CommonJS, no code, a parse error). */
export function moduleEdges(graph: ModuleGraph, id: string, parse: Parse): ModuleEdges | null {
  const info = graph.getModuleInfo(id);
  if (!info?.code || info.inputFormat === 'cjs') return null;
  let body: readonly unknown[];
  try {
    body = parse(info.code, { lang: 'js' }).body;
  } catch {
    return null;
  }
  const edges: ModuleEdges = {
    imports: [],
    reexports: [],
    stars: [],
    ownExports: info.exports.filter((n) => n !== '*'),
  };
  const matched = new Set<string>();
  for (const node of body as Node[]) {
    if (!node.source || !/^(Import|ExportNamed|ExportAll)Declaration$/.test(node.type)) continue;
    const target = matchSource(id, node.source.value, info.importedIds);
    if (!target) continue;
    matched.add(target);
    if (node.type === 'ImportDeclaration') {
      const specifiers = node.specifiers ?? [];
      const all = specifiers.some((s) => s.type === 'ImportNamespaceSpecifier');
      const names = specifiers.map((s) =>
        s.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(s.imported),
      );
      edges.imports.push({ id: target, names: all ? 'all' : new Set(names) });
    } else if (node.type === 'ExportAllDeclaration') {
      if (node.exported) edges.reexports.push({ id: target, exported: nameOf(node.exported), names: 'all' });
      else edges.stars.push(target);
    } else {
      for (const s of node.specifiers ?? [])
        edges.reexports.push({ id: target, exported: nameOf(s.exported), names: new Set([nameOf(s.local)]) });
    }
  }
  // An import the walk could not match is taken whole: unsure means needed.
  info.importedIds
    .filter((next) => !matched.has(next))
    .forEach((next) => edges.imports.push({ id: next, names: 'all' }));
  return edges;
}
