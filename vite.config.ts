import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { builtInResourcesPlugin } from './scripts/builtInResourcesPlugin';
import { chunkGroups } from './scripts/chunkGroups';
import { compressAssetsPlugin } from './scripts/compressAssetsPlugin';

const NO_DEFAULT_EXPORTER = fileURLToPath(
  new URL('./src/resources/framework/list/noDefaultExporter.ts', import.meta.url),
);

/** The chunks `index.html` loads (`scripts/chunkGroups.ts`; rolldown's runtime): a name and an 8-character hash. */
const FIRST_LOAD_CHUNK = /^assets\/(core|boot|rolldown-runtime)-[\w-]{8}\.js$/;

// One config for the console build and both Vitest projects (browser-like components, Node dev platform).
export default defineConfig({
  plugins: [react(), builtInResourcesPlugin(), compressAssetsPlugin()],
  resolve: {
    // react-admin's default exporter (no formula neutralising) is never used: its CSV writer is not shipped.
    alias: [{ find: /^jsonexport\/dist\/index\.js$/, replacement: NO_DEFAULT_EXPORTER }],
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1200,
    modulePreload: {
      // Every browser the console supports preloads modules itself (the polyfill was most of the entry chunk).
      polyfill: false,
      // The first load's chunks are in the page before any lazy import runs: listing them again ships only bytes.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => !FIRST_LOAD_CHUNK.test(dep)),
    },
    // terser's two passes ship ~3 KiB (brotli) less first-load code than the default minifier, for ~15 s of build.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    rolldownOptions: {
      // Schema declarations (`z.strictObject(…)`) have no effects: modules the console imports for their behaviour
      // (field types) drop their unused schemas, and with them zod.
      treeshake: { manualPureFunctions: ['z'] },
      output: { codeSplitting: chunkGroups },
    },
  },
  test: {
    // Vitest's default (cores - 1) leaves CI's two cores a single test worker, while the main process mostly waits
    // once the modules are transformed: on CI every core runs test files. Elsewhere the default stays (shared hosts).
    maxWorkers: process.env.CI ? availableParallelism() : undefined,
    projects: [
      {
        extends: true,
        test: {
          name: 'console',
          environment: 'jsdom',
          globals: true,
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/testing/setupTests.ts'],
          // Test files that render nothing and reach no browser API start with `// @vitest-environment node`: they
          // skip jsdom's set-up (~0.7 s of CPU per file, a third of such a file's cost on CI).
          // Component tests render the whole react-admin tree in jsdom; on CI's 2 cores, beside the platform tests,
          // a list page can take seconds to settle. Assertions still fail on wrong behaviour, only later.
          testTimeout: 20000,
        },
      },
      {
        extends: true,
        test: {
          name: 'platform',
          environment: 'node',
          globals: true,
          include: ['dev-platform/**/*.test.ts', 'tests/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: 'forks',
        },
      },
    ],
  },
});
