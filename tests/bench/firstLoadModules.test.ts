import { firstLoadModules } from '../../scripts/firstLoadModules';
import { matchSource, type ModuleGraph } from '../../scripts/moduleEdges';

type Module = { code: string; importedIds?: string[]; dynamicallyImportedIds?: string[]; exports?: string[] };

const graphOf = (modules: Record<string, Module>): ModuleGraph => ({
  getModuleInfo: (id) => {
    const module = modules[id];
    if (!module) return null;
    return {
      code: module.code,
      importedIds: module.importedIds ?? [],
      dynamicallyImportedIds: module.dynamicallyImportedIds ?? [],
      exports: module.exports ?? [],
    };
  },
});

const lib = '/r/node_modules/lib';
const modules: Record<string, Module> = {
  '/r/src/main.tsx': {
    code: `import { A } from 'lib'; import './setup.ts'; import('./app/startApp.tsx'); import('./Settings.tsx');`,
    importedIds: [`${lib}/index.js`, '/r/src/setup.ts'],
    dynamicallyImportedIds: ['/r/src/app/startApp.tsx', '/r/src/Settings.tsx'],
  },
  '/r/src/setup.ts': { code: `import x from './unmatched-name';`, importedIds: ['/r/src/helper.ts'] },
  '/r/src/helper.ts': { code: 'export const helper = 1;', exports: ['helper'] },
  '/r/src/app/startApp.tsx': { code: `import { b1 } from 'lib';`, importedIds: [`${lib}/index.js`] },
  '/r/src/Settings.tsx': { code: `import { C } from 'lib';`, importedIds: [`${lib}/index.js`] },
  [`${lib}/index.js`]: {
    code: `export { default as A } from './A.js'; export * from './B.js'; export * from './D.js'; export { default as C } from './C.js';`,
    importedIds: [`${lib}/A.js`, `${lib}/B.js`, `${lib}/D.js`, `${lib}/C.js`],
    exports: ['A', 'C', '*'],
  },
  [`${lib}/A.js`]: { code: 'export default 1;', exports: ['default'] },
  [`${lib}/B.js`]: { code: 'export const b1 = 1;', exports: ['b1'] },
  [`${lib}/C.js`]: { code: 'export default 1;', exports: ['default'] },
  [`${lib}/D.js`]: { code: 'export const d1 = 1;', exports: ['d1'] },
};

describe('the modules of the first load', () => {
  const found = firstLoadModules(graphOf(modules), '/r/src/main.tsx');

  it('follows the entry, the chunks it starts at once and the barrel names they import', () => {
    expect([...found].sort()).toEqual(
      [
        '/r/src/main.tsx',
        '/r/src/setup.ts',
        '/r/src/helper.ts',
        '/r/src/app/startApp.tsx',
        `${lib}/index.js`,
        `${lib}/A.js`,
        `${lib}/B.js`,
      ].sort(),
    );
  });

  it('leaves out what only other lazy chunks import, and barrel parts nobody asks for', () => {
    expect(found.has('/r/src/Settings.tsx')).toBe(false);
    expect(found.has(`${lib}/C.js`)).toBe(false);
    expect(found.has(`${lib}/D.js`)).toBe(false);
  });

  it('takes a module it cannot read whole', () => {
    const graph = graphOf({
      ...modules,
      [`${lib}/index.js`]: { ...modules[`${lib}/index.js`], code: 'module.exports = require("./all");' },
    });
    expect(firstLoadModules(graph, '/r/src/main.tsx').has(`${lib}/C.js`)).toBe(true);
  });

  it('fails on a build without the entry', () => {
    expect(() => firstLoadModules(graphOf(modules), '/r/src/missing.tsx')).toThrow(/no module/);
  });
});

describe('matching an import to its resolved module', () => {
  const ids = ['/r/src/a/Button.tsx', '/r/src/a/ButtonGroup.tsx', '/r/node_modules/@x/ui/esm/index.js'];
  it('matches relative imports with or without extension, and package imports', () => {
    expect(matchSource('/r/src/a/index.ts', './Button', ids)).toBe('/r/src/a/Button.tsx');
    expect(matchSource('/r/src/b/x.ts', '../a/ButtonGroup.tsx', ids)).toBe('/r/src/a/ButtonGroup.tsx');
    expect(matchSource('/r/src/a/x.ts', '@x/ui', ids)).toBe('/r/node_modules/@x/ui/esm/index.js');
  });
  it('gives nothing when the import is not among the resolved ones', () => {
    expect(matchSource('/r/src/a/x.ts', './Missing', ids)).toBeUndefined();
    expect(matchSource('/r/src/a/x.ts', '@x/other', ids)).toBeUndefined();
  });
});
