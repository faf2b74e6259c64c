import { comparedPair, toggleSelection } from './useScriptHistoryController';

describe('version selection', () => {
  it('keeps at most two versions, a third choice replacing the older pick', () => {
    expect(toggleSelection([], 3)).toEqual([3]);
    expect(toggleSelection([3], 1)).toEqual([3, 1]);
    expect(toggleSelection([3, 1], 2)).toEqual([1, 2]);
    expect(toggleSelection([3, 1], 3)).toEqual([1]);
  });

  it('compares the older selected version with the newer one, whatever the order of choice', () => {
    expect(comparedPair([5, 2])).toEqual({ from: 2, to: 5 });
    expect(comparedPair([2])).toBeUndefined();
  });
});
