/**
 * Plain data (JSON values) packed by `scripts/packData.ts` so the console downloads, parses and keeps less of it:
 * - every object's keys are written once, in its shape (`[shape + 1, ...values]`; arrays are `[0, ...items]`);
 * - a value seen more than once (a string, `true`, a sub-tree such as `{ name: 'required' }`) is written once in the
 *   table and named by its index: a bare number always names a table entry, numbers themselves live in the table;
 * - a string sharing a prefix with others is `[-1, prefix, rest]` (`resources.flows.` + `fields.` + `id`), joined
 *   into one flat string.
 * The packed form is JSON, so the console reads it with `JSON.parse` (faster than the same object literal).
 * Repeated sub-trees come out as one shared object: only for data nobody mutates (the completed configurations).
 */
export type Packed = readonly [
  shapes: readonly (readonly string[])[],
  table: readonly unknown[],
  root: unknown,
];

/** Rebuilds the data (keys in their original order); `freeze` deep-freezes it, to catch a mutation in development. */
export function unpack(packed: Packed, freeze = false): unknown {
  const [shapes, table, root] = packed;
  const values: unknown[] = [];
  const done = freeze ? <T extends object>(value: T) => Object.freeze(value) : <T>(value: T) => value;
  const read = (item: unknown): unknown => {
    if (typeof item === 'number') return values[item];
    if (!Array.isArray(item)) return item;
    const tag = item[0] as number;
    if (tag === 0) return done(item.slice(1).map(read));
    if (tag === -1) return item.slice(1).map(read).join('');
    const keys = shapes[tag - 1];
    const object: Record<string, unknown> = {};
    for (let index = 0; index < keys.length; index++) object[keys[index]] = read(item[index + 1]);
    return done(object);
  };
  // Table entries may name earlier entries; a number there is itself.
  for (const entry of table) values.push(Array.isArray(entry) ? read(entry) : entry);
  return read(root);
}
