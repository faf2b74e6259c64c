import { firstLoadFiles } from '../../bench/firstLoadBench';

describe('the files of the first load', () => {
  it('follows the entry, the chunks it starts at once and all they import, but no other lazy chunk', () => {
    const manifest = {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        imports: ['_react.js'],
        dynamicImports: ['src/app/startApp.tsx', 'src/resources/framework/ResourceList.tsx', 'src/Other.tsx'],
      },
      '_react.js': { file: 'assets/react.js' },
      'src/app/startApp.tsx': {
        file: 'assets/startApp.js',
        imports: ['_react.js', '_mui.js'],
        css: ['assets/startApp.css'],
        dynamicImports: ['src/Settings.tsx'],
      },
      '_mui.js': { file: 'assets/mui.js' },
      'src/resources/framework/ResourceList.tsx': { file: 'assets/list.js', imports: ['_mui.js'] },
      'src/Other.tsx': { file: 'assets/other.js' },
      'src/Settings.tsx': { file: 'assets/settings.js' },
    };
    expect(firstLoadFiles(manifest).sort()).toEqual(
      [
        'assets/index.js',
        'assets/list.js',
        'assets/mui.js',
        'assets/react.js',
        'assets/startApp.css',
        'assets/startApp.js',
      ].sort(),
    );
  });
});
