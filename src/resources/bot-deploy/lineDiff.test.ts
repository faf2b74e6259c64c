// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lineDiff } from './useConfigurationEditor';

describe('lineDiff', () => {
  it('marks the lines of the edited content against the deployed one', () => {
    const deployed = '{\n  "replicas": 1,\n  "cpuLimit": "1"\n}';
    const edited = '{\n  "replicas": 3,\n  "cpuLimit": "1"\n}';
    expect(lineDiff(deployed, edited)).toEqual([
      { kind: 'same', text: '{' },
      { kind: 'removed', text: '  "replicas": 1,' },
      { kind: 'added', text: '  "replicas": 3,' },
      { kind: 'same', text: '  "cpuLimit": "1"' },
      { kind: 'same', text: '}' },
    ]);
    expect(lineDiff(deployed, deployed).every((line) => line.kind === 'same')).toBe(true);
  });
});
