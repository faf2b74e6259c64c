import { firstLoadFiles, requestedByHtml } from '../../bench/firstLoadBench';

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

describe('the files of a first load without an entry chunk of its own', () => {
  it('starts from the chunks index.html requests', () => {
    const html = `<script type="module" crossorigin src="/assets/boot.js"></script>
    <script type="module" crossorigin src="/assets/core.js"></script>
    <link rel="preload" href="/config.json" as="fetch" crossorigin />`;
    const manifest = {
      _boot: {
        file: 'assets/boot.js',
        dynamicImports: ['virtual:built-in-resources/screen/users', 'x/Other'],
      },
      _core: { file: 'assets/core.js', imports: ['_boot'] },
      'virtual:built-in-resources/screen/users': { file: 'assets/users.js', imports: ['_core'] },
      'x/Other': { file: 'assets/other.js' },
    };
    expect(requestedByHtml(html)).toEqual(['assets/boot.js', 'assets/core.js']);
    expect(firstLoadFiles(manifest, requestedByHtml(html)).sort()).toEqual([
      'assets/boot.js',
      'assets/core.js',
      'assets/users.js',
    ]);
  });
});
