import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestSpecification, Vitest } from 'vitest/node';
import { afterAll, describe, expect, it } from 'vitest';
import { declaresNodeEnvironment, EnvironmentSequencer } from '../../scripts/environmentSequencer';

const dir = mkdtempSync(join(tmpdir(), 'sequencer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

const project = (name: string, groupOrder: number) => ({
  name,
  config: { sequence: { groupOrder }, isolate: false },
});

describe('the test sequencer', () => {
  it('recognises the node environment comment, and only at the top of a file', () => {
    expect(declaresNodeEnvironment(file('a.test.ts', '// @vitest-environment node\nit()'))).toBe(true);
    expect(declaresNodeEnvironment(file('b.test.ts', '/** @vitest-environment node */\n'))).toBe(true);
    expect(
      declaresNodeEnvironment(file('c.test.tsx', "import x from 'y';\n// @vitest-environment node")),
    ).toBe(false);
    expect(declaresNodeEnvironment(file('d.test.ts', '// @vitest-environment nodejs-like\n'))).toBe(false);
  });

  it('runs each project’s jsdom files before its node files, projects in their order, largest first within a kind', async () => {
    const console_ = project('console', 0);
    const platform = project('platform', 1);
    const sizes = new Map<string, number>();
    const spec = (name: string, text: string, owner: typeof console_) => {
      const moduleId = file(name, text);
      sizes.set(`${owner.name}:${moduleId.slice(1)}`, text.length);
      return { moduleId, project: owner } as unknown as TestSpecification;
    };
    const files = [
      spec('node-big.test.ts', '// @vitest-environment node\n'.padEnd(900), console_),
      spec('dom-small.test.tsx', 'render()'.padEnd(100), console_),
      spec('api.test.ts', 'platform()'.padEnd(500), platform),
      spec('dom-big.test.tsx', 'render()'.padEnd(800), console_),
      spec('node-small.test.ts', '// @vitest-environment node\n'.padEnd(50), console_),
    ];
    const ctx = {
      config: { root: '/' },
      cache: {
        getFileTestResults: () => undefined,
        getFileStats: (key: string) => ({ size: sizes.get(key) }),
      },
    } as unknown as Vitest;
    const sorted = await new EnvironmentSequencer(ctx).sort(files);
    expect(sorted.map((s) => s.moduleId.slice(dir.length + 1))).toEqual([
      'dom-big.test.tsx',
      'dom-small.test.tsx',
      'node-big.test.ts',
      'node-small.test.ts',
      'api.test.ts',
    ]);
  });
});
