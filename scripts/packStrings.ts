/** A string written as the concatenation of its parts (each a string or another joined string). */
export class Joined {
  constructor(readonly parts: Node[]) {}
}

/** JSON data whose strings may be joined. */
export type Node = null | boolean | number | string | Joined | Node[] | { [key: string]: Node };

/** Shorter shared prefixes cost more as a table entry and its index than they save. */
const MIN_PREFIX = 8;

/** Where i18n keys (`resources.flows.fields.`) and API paths (`/designer/flows/{id}/`) branch. */
const prefixesOf = (text: string): string[] => {
  const prefixes: string[] = [];
  for (let end = MIN_PREFIX; end < text.length; end++)
    if (text[end - 1] === '.' || text[end - 1] === '/') prefixes.push(text.slice(0, end));
  return prefixes;
};

const stringsOf = (value: Node, into: Set<string>): Set<string> => {
  if (typeof value === 'string') into.add(value);
  else if (value !== null && typeof value === 'object')
    Object.values(value as object).forEach((child: Node) => stringsOf(child, into));
  return into;
};

/**
 * The data with each string that shares a prefix with another written as (prefix, rest), the prefix itself split
 * the same way: `resources.flows.fields.id` is `resources.` + `flows.` + `fields.` + `id`, each part written once.
 */
export function joinedStrings(data: Node): Node {
  const distinct = stringsOf(data, new Set());
  const sharing = new Map<string, number>();
  for (const text of distinct)
    for (const prefix of prefixesOf(text)) sharing.set(prefix, (sharing.get(prefix) ?? 0) + 1);
  const split = (text: string): Node => {
    const prefix = prefixesOf(text)
      .filter((candidate) => sharing.get(candidate)! > 1)
      .at(-1);
    return prefix === undefined ? text : new Joined([split(prefix), text.slice(prefix.length)]);
  };
  const splitAll = (value: Node): Node => {
    if (typeof value === 'string') return split(value);
    if (Array.isArray(value)) return value.map(splitAll);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, splitAll(child as Node)]));
  };
  return splitAll(data);
}
