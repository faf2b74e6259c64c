import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const NODE_DIRECTIVE = /^\s*(\/\/|\/\*\*?)\s*@vitest-environment node\b/;

/** Whether a test file opts out of its project's jsdom environment with a `@vitest-environment node` comment. */
export const declaresNodeEnvironment = (file: string) =>
  NODE_DIRECTIVE.test(readFileSync(file, 'utf8').slice(0, 200));

/**
 * Vitest's order, with each project's `@vitest-environment node` files after its jsdom files. Without Vitest's results
 * cache (a fresh clone, CI) the files run largest first, so the two kinds alternate: a worker that shares its modules
 * across files (`isolate: false`) loads react-admin and MUI again at each switch, about 50 s of a 270 s run.
 */
export class EnvironmentSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // The base order keeps each project's files together; only the order inside a project changes.
    const projectStart = new Map<string, number>();
    const keyed = sorted.map((spec, index) => {
      if (!projectStart.has(spec.project.name)) projectStart.set(spec.project.name, index);
      return {
        spec,
        index,
        project: projectStart.get(spec.project.name)!,
        node: declaresNodeEnvironment(spec.moduleId),
      };
    });
    keyed.sort((a, b) => a.project - b.project || Number(a.node) - Number(b.node) || a.index - b.index);
    return keyed.map(({ spec }) => spec);
  }
}
