import type { PackagesApi } from './packagesApi';
import { TaskStatus } from '../../shared/enumerations';
import { packageFileProblem, validatePackage } from '../../shared/packageRules';
import type { PackageCatalogue, PackageEntry, PackageUpload } from '../../shared/wire/packages';
import { FAKE_USER, refusal, type FakeHomeContext } from '../../resources/framework/testing/api/fakeHomeApi';

export const FAKE_PACKAGE_CATALOGUE: PackageCatalogue = {
  flows: [{ id: 1, name: 'Support line' }],
  components: [{ id: 2, name: 'Yes/No question' }],
  grammars: [{ id: 3, name: 'Yes/No' }],
  languages: [{ code: 'en-US', name: 'English (United States)' }],
};

/**
 * Fake twin of `createPackagesApi`: a fixed catalogue where the flow needs the component, grammar and language;
 * uploads are checked by the shared rules (no checksum), installs start a task in the fake tasks.
 */
export function createFakePackagesApi(context: Pick<FakeHomeContext, 'log' | 'tasks'>): PackagesApi {
  const entriesOf = (flows: number[]): PackageEntry[] =>
    flows.includes(1)
      ? [
          { kind: 'flow', name: 'Support line', selected: true, requiredBy: [] },
          { kind: 'component', name: 'Yes/No question', selected: false, requiredBy: ['Support line'] },
          { kind: 'grammar', name: 'Yes/No', selected: false, requiredBy: ['Support line'] },
          { kind: 'language', name: 'en-US', selected: false, requiredBy: ['Support line'] },
        ]
      : [];
  const check = (upload: PackageUpload) => {
    const problem = packageFileProblem({ name: upload.fileName, size: upload.content.length });
    if (problem) throw refusal(400, problem);
    let parsed: unknown;
    try {
      parsed = JSON.parse(upload.content);
    } catch {
      throw refusal(400, 'This file is not a Switchboard package');
    }
    const result = validatePackage(parsed);
    if (!('package' in result)) throw refusal(400, result.problems[0]!);
    return result.package;
  };
  return {
    getPackageCatalogue: async () => ({ data: structuredClone(FAKE_PACKAGE_CATALOGUE) }),
    resolvePackage: async (selection) => ({ data: { entries: entriesOf(selection.flows) } }),
    createPackage: async (selection) => {
      context.log('createPackage', selection);
      return {
        data: {
          id: 1,
          fileName: `${selection.name}-1.json`,
          downloadUrl: '/api/administration/packages/1/file',
          bytes: 100,
          entries: entriesOf(selection.flows),
        },
      };
    },
    downloadPackage: async () => ({ data: { blob: new Blob(['{}']), fileName: 'package-1.json' } }),
    previewPackage: async (upload) => {
      const pkg = check(upload);
      return {
        data: {
          name: pkg.name,
          version: pkg.version,
          changes: pkg.items.flows.map((flow) => ({
            kind: 'flow' as const,
            name: flow.name,
            action: 'add' as const,
          })),
        },
      };
    },
    installPackage: async (upload) => {
      const pkg = check(upload);
      context.log('installPackage', pkg.name);
      const task = {
        id: context.tasks.length + 1,
        name: `Install package ${pkg.name}`,
        description: 'Validated',
        created: new Date().toISOString(),
        status: TaskStatus.NEW,
        progress: 0,
        resultUrl: null,
        idTenant: FAKE_USER.idTenant,
        idUser: FAKE_USER.id,
      };
      context.tasks.push(task);
      return { data: task };
    },
  };
}
