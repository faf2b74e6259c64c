/**
 * Bounds on JSON that users send, for the request body and for JSON carried as text inside it (packages, theme
 * content, deployment configurations, hub messages): the platform later walks, copies and stringifies such values,
 * and both JSON.stringify and recursive walks overflow the stack on deep input.
 */
export interface JsonLimits {
  /** Deepest nesting: objects and lists inside each other. */
  depth: number;
  /** Longest single list. */
  items: number;
  /** Most values in total (objects, lists, texts, numbers…). */
  nodes: number;
}

/** Request bodies: real bodies (flows, themes, preferences) stay far below these. */
export const BODY_JSON_LIMITS: JsonLimits = { depth: 32, items: 10_000, nodes: 200_000 };
/** Documents carried as text (a package holds flows whose content has its own nesting). */
export const DOCUMENT_JSON_LIMITS: JsonLimits = { depth: 64, items: 10_000, nodes: 200_000 };

/**
 * The first reason `value` exceeds the limits or holds what no route should see (NUL characters, the `__proto__`
 * key), or undefined. Iterative, so a hostile value cannot overflow the checker itself.
 */
export function jsonShapeProblem(value: unknown, limits: JsonLimits = BODY_JSON_LIMITS): string | undefined {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  let nodes = 0;
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    nodes += 1;
    if (nodes > limits.nodes) return `JSON with more than ${limits.nodes} values`;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return 'Text must not contain NUL characters';
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= limits.depth) return `JSON nesting deeper than ${limits.depth} levels`;
    if (Array.isArray(current)) {
      if (current.length > limits.items) return `Lists are limited to ${limits.items} items`;
      for (const item of current) stack.push({ value: item, depth: depth + 1 });
      continue;
    }
    for (const [key, item] of Object.entries(current)) {
      if (key === '__proto__') return 'The key "__proto__" is not allowed';
      if (key.includes('\u0000')) return 'Keys must not contain NUL characters';
      stack.push({ value: item, depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * JSON text from a user, parsed (JSON.parse itself is iterative in V8) and bounded: the value, or why it is
 * refused (`Invalid JSON: …` or the shape problem).
 */
export function parseUserJson(
  text: string,
  limits: JsonLimits = DOCUMENT_JSON_LIMITS,
): { value: unknown } | { problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { problem: `Invalid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  const problem = jsonShapeProblem(value, limits);
  return problem === undefined ? { value } : { problem };
}
