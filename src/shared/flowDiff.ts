/**
 * Semantic difference of two flow versions' contents (`{ nodes, edges, settings, … }`): nodes matched by id, edges by
 * their ends, each change with the properties that differ side by side. Pure, so the platform's diff call and the
 * console's tests run the same code.
 */

export type ChangeKind = 'added' | 'removed' | 'changed';

/** One property that differs: its value before and after (undefined when absent on that side). */
export interface PropertyChange {
  property: string;
  before?: unknown;
  after?: unknown;
}

interface NodeChange {
  id: string;
  label: string;
  type: string;
  change: ChangeKind;
  properties: PropertyChange[];
}

interface EdgeChange {
  /** `from→to` (plus `#n` for a repeated pair). */
  id: string;
  /** The ends by their nodes' labels, `Greeting → Goodbye`. */
  label: string;
  from: string;
  to: string;
  change: ChangeKind;
  properties: PropertyChange[];
}

export interface FlowDiff {
  nodes: NodeChange[];
  edges: EdgeChange[];
  /** Changed flow settings (`settings.*`). */
  settings: PropertyChange[];
  /** Any other top-level content (name, schema version, unknown keys). */
  other: PropertyChange[];
}

type Item = Record<string, unknown>;

const isObject = (value: unknown): value is Item =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Properties of two objects that differ, in the order they first appear. */
export function changedProperties(before: Item, after: Item, skip: readonly string[] = []): PropertyChange[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => !skip.includes(key),
  );
  return keys
    .filter((key) => !same(before[key], after[key]))
    .map((key) => ({ property: key, before: before[key], after: after[key] }));
}

const itemsOf = (content: Item, key: string): Item[] =>
  Array.isArray(content[key]) ? (content[key] as unknown[]).filter(isObject) : [];

/** Items keyed by `keyOf`; a repeated key gets `#2`, `#3`… so nothing is lost. */
function keyed(items: Item[], keyOf: (item: Item) => string): Map<string, Item> {
  const map = new Map<string, Item>();
  for (const item of items) {
    const base = keyOf(item);
    let key = base;
    for (let n = 2; map.has(key); n++) key = `${base}#${n}`;
    map.set(key, item);
  }
  return map;
}

/** Added, removed and changed items of two keyed collections, in the order of `after` then removed ones. */
function compare<T>(
  before: Map<string, Item>,
  after: Map<string, Item>,
  make: (key: string, item: Item, change: ChangeKind, properties: PropertyChange[]) => T,
  skip: readonly string[],
): T[] {
  const changes: T[] = [];
  for (const [key, item] of after) {
    const old = before.get(key);
    if (!old) changes.push(make(key, item, 'added', changedProperties({}, item, skip)));
    else {
      const properties = changedProperties(old, item, skip);
      if (properties.length > 0) changes.push(make(key, item, 'changed', properties));
    }
  }
  for (const [key, item] of before)
    if (!after.has(key)) changes.push(make(key, item, 'removed', changedProperties(item, {}, skip)));
  return changes;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The semantic difference between two contents; every list is empty when they are equal. */
export function diffFlowContent(beforeContent: unknown, afterContent: unknown): FlowDiff {
  const before = isObject(beforeContent) ? beforeContent : {};
  const after = isObject(afterContent) ? afterContent : {};
  const nodeKey = (node: Item) => text(node.id);
  const edgeKey = (edge: Item) => `${text(edge.from)}→${text(edge.to)}`;
  const nodes = compare(
    keyed(itemsOf(before, 'nodes'), nodeKey),
    keyed(itemsOf(after, 'nodes'), nodeKey),
    (id, node, change, properties) => ({
      id,
      label: text(node.label) || id,
      type: text(node.type),
      change,
      properties,
    }),
    // Where a node sits on the designer's canvas is layout, not behaviour: the text diff still shows a move.
    ['id', 'position'],
  );
  // A removed edge is named by the older version's nodes, any other by the newer one's.
  const labels = (content: Item) =>
    new Map(itemsOf(content, 'nodes').map((node) => [text(node.id), text(node.label) || text(node.id)]));
  const names = { before: labels(before), after: labels(after) };
  const edges = compare(
    keyed(itemsOf(before, 'edges'), edgeKey),
    keyed(itemsOf(after, 'edges'), edgeKey),
    (id, edge, change, properties) => {
      const side = change === 'removed' ? names.before : names.after;
      const [from, to] = [text(edge.from), text(edge.to)];
      return { id, label: `${side.get(from) ?? from} → ${side.get(to) ?? to}`, from, to, change, properties };
    },
    ['from', 'to'],
  );
  const settings = changedProperties(
    isObject(before.settings) ? before.settings : {},
    isObject(after.settings) ? after.settings : {},
  );
  const other = changedProperties(before, after, ['nodes', 'edges', 'settings']);
  return { nodes, edges, settings, other };
}

/** Whether a diff shows no change at all. */
export const isEmptyDiff = (diff: FlowDiff) =>
  diff.nodes.length + diff.edges.length + diff.settings.length + diff.other.length === 0;
