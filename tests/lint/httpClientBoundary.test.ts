import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// One data path (issue 8): only the providers (and the composition root creating the client) may use the HTTP
// client; everything else calls the data provider. The lint rule enforcing it is checked here on sample files.
const eslint = new ESLint({ cwd: process.cwd() });
const code = `import { createHttpClient } from '../providers/httpClient';
export const client = createHttpClient({ getUser: async () => null });
`;

async function restrictedImports(filePath: string, text = code): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('the HTTP client boundary', () => {
  it('refuses the HTTP client in shell, page and resource modules', async () => {
    for (const file of [
      'src/app/live/sample.ts',
      'src/custom-pages/sample.tsx',
      'src/resources/tasks/sample.ts',
    ]) {
      const depth = file.split('/').length - 2;
      const text = code.replace('../providers', `${'../'.repeat(depth)}providers`);
      expect(await restrictedImports(file, text), file).toEqual([
        expect.stringContaining('Call the API through the data provider'),
      ]);
    }
  });

  it('allows it in the providers and the composition root', async () => {
    expect(
      await restrictedImports('src/providers/api/sample.ts', code.replace('../providers/', '../')),
    ).toEqual([]);
    expect(await restrictedImports('src/app/createServices.ts')).toEqual([]);
  });

  it('still keeps the dev platform out of the console everywhere', async () => {
    const text = `import { startPlatform } from '../../dev-platform/platform';\nexport const start = startPlatform;\n`;
    expect(await restrictedImports('src/app/live/sample.ts', text)).toHaveLength(1);
    expect(await restrictedImports('src/providers/api/sample.ts', text)).toHaveLength(1);
  });
});
