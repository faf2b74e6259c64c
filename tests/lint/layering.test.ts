import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Layering (issue 30.8): the shell's services reach areas only through their manifests, and resources use the shell
// only through its public hooks. The lint rule enforcing it is checked here on sample files.
const eslint = new ESLint({ cwd: process.cwd() });

async function layering(filePath: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('the console layering', () => {
  it('refuses an area module in the providers, and accepts the discovered areas', async () => {
    const area = `import { usersResource } from '../resources/users/usersResource';\nexport const a = usersResource;\n`;
    expect(await layering('src/providers/sample.ts', area)).toEqual([
      expect.stringContaining('Providers reach areas only through their manifests'),
    ]);
    const areas = `import { sortedAreas } from '../resources/areas';\nexport const a = sortedAreas;\n`;
    expect(await layering('src/providers/sample.ts', areas)).toEqual([]);
  });

  it('refuses shell internals in resources, and accepts its public hooks', async () => {
    const internal = `import { TaskCard } from '../../app/shell/TaskCard';\nexport const a = TaskCard;\n`;
    expect(await layering('src/resources/tasks/sample.ts', internal)).toEqual([
      expect.stringContaining('Resources may use only the shell public hooks'),
    ]);
    const hook = `import { usePageTitle } from '../../app/usePageTitle';\nexport const a = usePageTitle;\n`;
    expect(await layering('src/resources/tasks/sample.ts', hook)).toEqual([]);
  });
});
