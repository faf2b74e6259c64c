import type { Packed } from '../src/resources/framework/packedData';
import { Joined, joinedStrings, type Node } from './packStrings';

/** Characters an index costs on average, to decide whether a repeated value is worth a table entry. */
const REFERENCE_LENGTH = 3;

const isObject = (value: Node): value is { [key: string]: Node } =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Joined);

const childrenOf = (value: Node): Node[] => {
  if (value instanceof Joined) return value.parts;
  if (Array.isArray(value)) return value;
  return isObject(value) ? Object.values(value) : [];
};

/**
 * Packs JSON data for `unpack` (src/resources/framework/packedData.ts): keys once per shape, every repeated value
 * (string, flag, sub-tree, i18n key or path prefix) once in a table, named by index. Deterministic, so the build's
 * output only changes with the data.
 */
export function pack(data: unknown): Packed {
  // JSON first: drops undefined members, as the plain JSON module did.
  const input = joinedStrings(JSON.parse(JSON.stringify(data)) as Node);
  // Keys built from the parts' keys: `<…>` (joined strings) can be no JSON text, so no two kinds of value share one.
  const keyOf = new Map<Node, string>();
  const counts = new Map<string, number>();
  const shapeCounts = new Map<string, number>();
  const order: string[] = []; // post-order: a sub-tree's parts come before it
  const measure = (value: Node): string => {
    const parts = childrenOf(value).map(measure);
    let key: string;
    if (value instanceof Joined) key = `<${parts.join(',')}>`;
    else if (Array.isArray(value)) key = `[${parts.join(',')}]`;
    else if (isObject(value)) {
      const shape = JSON.stringify(Object.keys(value));
      shapeCounts.set(shape, (shapeCounts.get(shape) ?? 0) + 1);
      key = `{${shape}${parts.join(',')}}`;
    } else key = JSON.stringify(value);
    keyOf.set(value, key);
    if (!counts.has(key)) order.push(key);
    counts.set(key, (counts.get(key) ?? 0) + 1);
    return key;
  };
  measure(input);

  // Uses once repeated values are shared: a sub-tree written once in the table no longer repeats its parts.
  const uses = new Map<string, number>();
  const valueOf = new Map<string, Node>();
  const countUses = (value: Node) => {
    const key = keyOf.get(value)!;
    if (counts.get(key)! > 1 || typeof value === 'number') {
      uses.set(key, (uses.get(key) ?? 0) + 1);
      if (valueOf.has(key)) return;
      valueOf.set(key, value);
    }
    childrenOf(value).forEach(countUses);
  };
  countUses(input);
  const shared = new Set(
    [...uses]
      .filter(([key, count]) => {
        if (typeof valueOf.get(key) === 'number') return true; // a bare number is always an index
        return count > 1 && count * key.length > count * REFERENCE_LENGTH + key.length + 1;
      })
      .map(([key]) => key),
  );

  const shapes = [...shapeCounts].sort((a, b) => b[1] - a[1]).map(([shape]) => shape);
  const shapeTag = new Map(shapes.map((shape, index) => [shape, index + 1]));
  const index = new Map<string, number>();
  const table: unknown[] = [];
  const encode = (value: Node, entry = false): unknown => {
    const key = keyOf.get(value)!;
    if (!entry && shared.has(key)) return place(key);
    if (value instanceof Joined) return [-1, ...value.parts.map((part) => encode(part))];
    if (Array.isArray(value)) return [0, ...value.map((item) => encode(item))];
    if (!isObject(value)) return value;
    const tag = shapeTag.get(JSON.stringify(Object.keys(value)))!;
    return [tag, ...Object.values(value).map((item) => encode(item))];
  };
  // The most used entries get the shortest indices; an entry's shared parts are placed before it.
  const place = (key: string): number => {
    const known = index.get(key);
    if (known !== undefined) return known;
    const encoded = encode(valueOf.get(key)!, true);
    index.set(key, table.length);
    table.push(encoded);
    return table.length - 1;
  };
  const rank = new Map(order.map((key, position) => [key, position]));
  [...shared].sort((a, b) => uses.get(b)! - uses.get(a)! || rank.get(a)! - rank.get(b)!).forEach(place);
  return [shapes.map((shape) => JSON.parse(shape) as string[]), table, encode(input)];
}

/** A JavaScript expression evaluating to the packed data: JSON text in a single-quoted literal for `JSON.parse`. */
export function packedExpression(data: unknown): string {
  const text = JSON.stringify(pack(data)).replace(/\\/g, '\\\\').replace(/'/g, "\\'");
  return `JSON.parse('${text}')`;
}
