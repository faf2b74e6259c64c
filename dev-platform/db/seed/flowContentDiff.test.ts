import { describe, expect, it } from 'vitest';
import { diffFlowContent, isEmptyDiff } from '../../../src/shared/flowDiff';
import { flowContent } from './flowContent';
import { Rng } from './prng';

/** Version pairs the seed generates (flowContent with its random stream), compared as the history tab does. */
const version = (seed: number, number: number, components: string[] = []) =>
  flowContent(new Rng(seed), 'Billing line', number, components);

describe('semantic diff of seeded version pairs', () => {
  it('finds no change between a version and itself', () => {
    expect(isEmptyDiff(diffFlowContent(version(7, 2), version(7, 2)))).toBe(true);
  });

  it('finds the steps a later version added, with their connections', () => {
    // For these draws version 2 has more steps than version 1 (steps follow the version number).
    const diff = diffFlowContent(version(1, 1), version(1, 2));
    const added = diff.nodes.filter((node) => node.change === 'added');
    expect(added.length).toBeGreaterThan(0);
    expect(added.every((node) => node.label.startsWith('Step'))).toBe(true);
    expect(diff.edges.some((edge) => edge.change === 'added')).toBe(true);
    expect(diff.edges.some((edge) => edge.change === 'removed' && edge.to === 'end')).toBe(true);
  });

  it('finds removed nodes when reading the pair backwards, and changed ones with their properties', () => {
    const back = diffFlowContent(version(1, 2), version(1, 1));
    expect(back.nodes.some((node) => node.change === 'removed')).toBe(true);
    const changed = diffFlowContent(version(3, 1), version(4, 1)).nodes.filter(
      (node) => node.change === 'changed',
    );
    for (const node of changed) {
      expect(node.properties.length).toBeGreaterThan(0);
      expect(node.properties.every((property) => property.before !== property.after)).toBe(true);
    }
  });

  it('finds a subflow node added with a component', () => {
    const diff = diffFlowContent(version(5, 1), version(5, 1, ['Identify caller']));
    expect(diff.nodes).toContainEqual(
      expect.objectContaining({ change: 'added', type: 'subflow', label: 'Identify caller' }),
    );
  });
});
