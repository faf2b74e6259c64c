import { describe, expect, it } from 'vitest';
import { diffFlowContent, isEmptyDiff, type FlowDiff } from '../../../src/shared/flowDiff';
import { flowContent, nextFlowVersion, type FlowContent } from './flowContent';
import { Rng } from '../../db/seed/prng';

/** A seeded history as the seed makes it: a first version, then each one a small edit of the one before. */
function history(seed: number, count: number, components: string[] = []) {
  const rng = new Rng(seed);
  const versions: { content: FlowContent; comment: string }[] = [
    { content: flowContent(rng, 'Billing line', components), comment: 'Initial version' },
  ];
  while (versions.length < count) versions.push(nextFlowVersion(rng, versions.at(-1)!.content));
  return versions;
}

const changesOf = (diff: FlowDiff) => diff.nodes.length + diff.settings.length + diff.other.length;

describe('semantic diff of seeded version pairs', () => {
  const pairs = [1, 2, 3, 4, 5, 6, 7, 8].flatMap((seed) => {
    const versions = history(seed, 9);
    return versions.slice(1).map((after, index) => ({
      before: versions[index].content,
      after: after.content,
      comment: after.comment,
    }));
  });
  const diffs = pairs.map((pair) => ({ ...pair, diff: diffFlowContent(pair.before, pair.after) }));

  it('finds no change between a version and itself', () => {
    const [version] = history(7, 1);
    expect(isEmptyDiff(diffFlowContent(version.content, structuredClone(version.content)))).toBe(true);
  });

  it('finds one small change between successive versions, never a rewrite', () => {
    for (const { diff, comment } of diffs) {
      expect(isEmptyDiff(diff), comment).toBe(false);
      // At most the three steps of an SMS fallback; the nodes that did not change keep their ids.
      expect(changesOf(diff), comment).toBeLessThanOrEqual(3);
    }
  });

  it('finds the steps a version added, with their connections', () => {
    const added = diffs.find(({ comment }) => comment === 'Added a confirmation step')!.diff;
    expect(added.nodes).toEqual([expect.objectContaining({ change: 'added', label: 'Confirmation 1' })]);
    expect(added.edges.some((edge) => edge.change === 'added' && edge.to === 'end')).toBe(true);
    expect(added.edges.some((edge) => edge.change === 'removed' && edge.to === 'end')).toBe(true);
  });

  it('finds a removed step, and a reworded one with its text side by side', () => {
    const removed = diffs.find(({ comment }) => comment === 'Shortened the confirmation step')!.diff;
    expect(removed.nodes).toEqual([expect.objectContaining({ change: 'removed' })]);
    const { diff, before, after } = diffs.find(({ comment }) => comment === 'Fixed prompt wording')!;
    expect(diff.nodes).toHaveLength(1);
    const [node] = diff.nodes;
    expect(node).toMatchObject({ change: 'changed', properties: [{ property: 'text' }] });
    const [change] = node.properties;
    expect(change.before).toBe(before.nodes.find((item) => item.id === node.id)?.text);
    expect(change.after).toBe(after.nodes.find((item) => item.id === node.id)?.text);
    expect(change.before).not.toBe(change.after);
  });

  it('finds a tuned setting', () => {
    const tuned = diffs.find(({ comment }) => comment === 'Tuned silence timeout')!.diff;
    expect(tuned.nodes).toEqual([]);
    expect(tuned.settings).toEqual([expect.objectContaining({ property: 'silenceTimeoutMs' })]);
  });

  it('finds a subflow node added with a component', () => {
    const [plain] = history(5, 1);
    const [withComponent] = history(5, 1, ['Identify caller']);
    expect(diffFlowContent(plain.content, withComponent.content).nodes).toContainEqual(
      expect.objectContaining({ change: 'added', type: 'subflow', label: 'Identify caller' }),
    );
  });
});
