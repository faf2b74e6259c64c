import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
      // The console must never import the dev platform; shared wire types live in src/types.
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
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'No raw HTML sinks.' },
        { selector: "MemberExpression[property.name='innerHTML']", message: 'No raw HTML sinks.' },
      ],
    },
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
      // The platform shares the console's wire types, never its code.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/**'],
              allowTypeImports: true,
              message: 'Import console modules as types only.',
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
