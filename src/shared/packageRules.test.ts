// @vitest-environment node
import {
  itemNameProblem,
  MAX_PACKAGE_BYTES,
  MAX_PACKAGE_ITEMS,
  packageFileProblem,
  validatePackage,
} from './packageRules';
import type { PackageFile } from './wire/packages';

const script = (name: string, extra: Partial<PackageFile['items']['flows'][number]> = {}) => ({
  name,
  description: '',
  channels: 1,
  language: 'en-US',
  content: { nodes: [] },
  components: [],
  grammars: [],
  ...extra,
});

function valid(): PackageFile {
  return {
    format: 'switchboard-package',
    version: 1,
    name: 'Support bundle',
    created: '2026-01-01T00:00:00.000Z',
    checksum: 'a'.repeat(64),
    items: {
      flows: [script('Support line', { components: ['Yes/No question'], grammars: ['Yes/No'] })],
      components: [script('Yes/No question')],
      grammars: [{ name: 'Yes/No', description: '', kind: 'keywords', content: 'yes|no', language: 'en-US' }],
      languages: [{ code: 'en-US', name: 'English', ttsVoice: null }],
    },
  };
}

const problemsOf = (value: unknown) => validatePackage(value).problems;

describe('validatePackage', () => {
  it('accepts a complete package (names with a slash are fine)', () => {
    expect(problemsOf(valid())).toEqual([]);
  });

  it('refuses foreign files and other versions with one clear message', () => {
    for (const foreign of [
      null,
      [],
      'text',
      { format: 'zip' },
      { ...valid(), format: 'Switchboard-Package' },
    ])
      expect(problemsOf(foreign)).toEqual(['This file is not a Switchboard package']);
    expect(problemsOf({ ...valid(), version: 2 })).toEqual([
      'The package has version 2; this platform reads version 1',
    ]);
    expect(problemsOf({ ...valid(), version: '1' })).toEqual(['The package has no valid version']);
  });

  it('refuses broken shapes', () => {
    const broken = valid() as unknown as { items: Record<string, unknown>; checksum: string };
    broken.items.grammars = 'none';
    broken.checksum = 'x';
    expect(problemsOf(broken)).toEqual([
      'The package has no valid checksum',
      'items.grammars must be a list',
    ]);
    const noContent = valid();
    (noContent.items.flows[0] as { content: unknown }).content = [1];
    expect(problemsOf(noContent)).toEqual(['flow "Support line": content must be a JSON object']);
  });

  it('refuses missing dependencies and duplicates', () => {
    const pkg = valid();
    pkg.items.components = [];
    pkg.items.flows.push(script('Support line'));
    expect(problemsOf(pkg)).toEqual([
      'flow: "Support line" is listed twice',
      'flow "Support line" uses component "Yes/No question", which the package lacks',
    ]);
    const noLanguage = valid();
    noLanguage.items.languages = [];
    expect(problemsOf(noLanguage)).toContain('grammar "Yes/No": its language is not in the package');
  });

  it('refuses hostile names: path traversal, control characters, over-long', () => {
    for (const name of [
      '../../etc/passwd',
      '..',
      'a/../b',
      '/etc/passwd',
      'C:\\Windows',
      'bell\u0007',
      'rtl\u202eexe',
      'x'.repeat(101),
      ' padded',
    ]) {
      const pkg = valid();
      pkg.items.grammars.push({ name, description: '', kind: 'regex', content: '.', language: null });
      expect(problemsOf(pkg)).toHaveLength(1);
      expect(problemsOf(pkg)[0]).toMatch(/^grammar: the name/);
    }
    expect(itemNameProblem('Yes/No question')).toBeNull();
    expect(
      problemsOf({
        ...valid(),
        items: { ...valid().items, languages: [{ code: '../en', name: 'x', ttsVoice: null }] },
      })[0],
    ).toBe('language: "../en" is no language code');
  });

  it('refuses huge packages by item count and huge files by size', () => {
    const pkg = valid();
    pkg.items.languages = Array.from({ length: MAX_PACKAGE_ITEMS + 1 }, (_, index) => ({
      code: 'en-US',
      name: `English ${index}`,
      ttsVoice: null,
    }));
    expect(problemsOf(pkg)).toEqual([`items.languages has more than ${MAX_PACKAGE_ITEMS} entries`]);
    expect(packageFileProblem({ name: 'big.json', size: MAX_PACKAGE_BYTES + 1 })).toBe(
      'The file is larger than 512 KB',
    );
    expect(packageFileProblem({ name: 'empty.json', size: 0 })).toBe('The file is empty');
  });

  it('checks the file name and type before reading', () => {
    expect(packageFileProblem({ name: 'bundle.json', size: 10, type: 'application/json' })).toBeNull();
    for (const file of [
      { name: 'bundle.zip', size: 10 },
      { name: '../bundle.json', size: 10 },
      { name: 'bundle.json', size: 10, type: 'application/x-msdownload' },
    ])
      expect(packageFileProblem(file)).toBe('A package is a .json file exported by the package manager');
  });
});
