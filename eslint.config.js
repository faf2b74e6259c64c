import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

const SHARED_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src', 'shared');

/**
 * `src/shared` is the pure TypeScript both the console and the dev platform import as values, so it must stay free
 * of the DOM, Node and packages: its files may import only other files of `src/shared` (types included), and the
 * few pure packages listed here (no DOM, no Node) that a shared rule is built on.
 */
const SHARED_PACKAGES = new Set(['libphonenumber-js/min']);

const sharedImportsOnlyShared = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { outside: "src/shared may import only from src/shared, not '{{source}}'." },
  },
  create(context) {
    const check = (node) => {
      if (!node.source) return;
      const source = node.source.type === 'Literal' ? String(node.source.value) : '(dynamic)';
      const target = path.resolve(path.dirname(context.filename), source);
      const inside = source.startsWith('.') && (target + path.sep).startsWith(SHARED_DIR + path.sep);
      if (!inside && !SHARED_PACKAGES.has(source))
        context.report({ node: node.source, messageId: 'outside', data: { source } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const NO_RAW_HTML = [
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'No raw HTML sinks.' },
  { selector: "MemberExpression[property.name='innerHTML']", message: 'No raw HTML sinks.' },
];

// vi.mock and its kin: a test file replacing a module for the rest of its worker (see the rules below).
const REPLACES_A_MODULE =
  "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock)$/]";

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'test-results', 'playwright-report', 'node_modules'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // The console must never import the dev platform; what both need lives in src/shared.
      'no-restricted-imports': ['error', { patterns: ['**/dev-platform/**'] }],
      'react/no-danger': 'off',
    },
  },
  {
    // One data path: outside the providers (and the composition root that creates the client) nothing calls the HTTP
    // client with a hand-built URL; calls go through the data provider's resource methods and area API modules.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/providers/**', 'src/app/createServices.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/dev-platform/**'], message: 'The console must never import the dev platform.' },
            {
              group: ['**/providers/httpClient'],
              message:
                'Call the API through the data provider (a resource method or an area API module), never httpClient.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...NO_RAW_HTML] },
  },
  {
    // Console test files share their worker's modules (Vitest's isolate: false, see vite.config.ts), so a module
    // replaced by vi.mock would stay replaced, or not be replaced, depending on what ran before: files that replace
    // modules are named *.mocked.test.* and run isolated.
    files: ['src/**/*.test.{ts,tsx}'],
    ignores: ['src/**/*.mocked.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...NO_RAW_HTML,
        {
          selector: REPLACES_A_MODULE,
          message: 'A test file that replaces modules is named *.mocked.test.ts(x): it runs isolated.',
        },
      ],
    },
  },
  {
    // The platform's test files share their worker's modules too, and none replaces a module.
    files: ['dev-platform/**/*.test.ts', 'tests/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: REPLACES_A_MODULE,
          message:
            "The platform's tests share their worker's modules: pass a double in, do not replace a module.",
        },
      ],
    },
  },
  {
    // No import cycles and the console's layering (issue 30.8). Type-only imports are erased and lazy imports run
    // after their importer, so neither counts; a static cycle is an error.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              // The shell's services reach the areas only through their manifests (`resources/areas.ts`).
              target: './src/providers',
              from: ['./src/resources/*/**', './src/custom-pages/*/**'],
              except: [
                '**/src/resources/framework/**',
                '**/src/resources/schema/**',
                '**/src/resources/field-types/**',
              ],
              message: 'Providers reach areas only through their manifests (src/resources/areas.ts).',
            },
            {
              // Resources use the shell only through its public hooks (page title, theme, live services).
              target: './src/resources',
              from: ['./src/app/**'],
              except: [
                '**/src/app/usePageTitle.ts',
                '**/src/app/theme/ConsoleThemeProvider.tsx',
                '**/src/app/live/LiveServicesContext.tsx',
                '**/src/app/live/useLiveRefresh.ts',
              ],
              message: 'Resources may use only the shell public hooks (usePageTitle, theme, live services).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    plugins: { switchboard: { rules: { 'shared-imports-only-shared': sharedImportsOnlyShared } } },
    rules: { 'switchboard/shared-imports-only-shared': 'error' },
  },
  {
    files: [
      'dev-platform/**/*.ts',
      'tests/**/*.ts',
      'e2e/**/*.ts',
      'bench/**/*.ts',
      'scripts/**/*.ts',
      '*.config.{ts,js}',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['dev-platform/**/*.ts'],
    rules: {
      // The platform runs src/shared and the pure resource configurations (the registry, the configuration
      // schema, the form rules derived from it and the field types' pure plug-ins, e.g. CSV cells), never the
      // console's UI code: elsewhere in src, types only.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(\\.\\./)+src/(?!shared/|resources/registry$|resources/registryLookup$|resources/defineResource$|resources/schema/|resources/field-types/)',
              allowTypeImports: true,
              message:
                'Import src/shared and the resource configurations as values, other console modules as types only.',
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
);
