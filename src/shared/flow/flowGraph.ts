import type { Flow } from './flowModel';

/**
 * The strongly connected components of a flow's graph (Tarjan's algorithm), each as node ids in discovery order.
 * Iterative, so a long chain of nodes cannot overflow the stack.
 */
export function stronglyConnected(flow: Flow): string[][] {
  const next = new Map<string, string[]>(flow.nodes.map((node) => [node.id, []]));
  for (const edge of flow.edges) next.get(edge.from)?.push(edge.to);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  for (const root of next.keys()) {
    if (index.has(root)) continue;
    const work: { id: string; child: number }[] = [{ id: root, child: 0 }];
    index.set(root, index.size);
    low.set(root, index.get(root)!);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const children = next.get(frame.id) ?? [];
      if (frame.child < children.length) {
        const child = children[frame.child++];
        if (!index.has(child)) {
          index.set(child, index.size);
          low.set(child, index.get(child)!);
          stack.push(child);
          onStack.add(child);
          work.push({ id: child, child: 0 });
        } else if (onStack.has(child)) low.set(frame.id, Math.min(low.get(frame.id)!, index.get(child)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.id, Math.min(low.get(parent.id)!, low.get(frame.id)!));
      if (low.get(frame.id) === index.get(frame.id)) {
        const component: string[] = [];
        let id: string;
        do {
          id = stack.pop()!;
          onStack.delete(id);
          component.unshift(id);
        } while (id !== frame.id);
        components.push(component);
      }
    }
  }
  return components;
}
