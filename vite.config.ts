import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { compressAssetsPlugin } from './scripts/compressAssetsPlugin';
import { EnvironmentSequencer } from './scripts/environmentSequencer';

// One config for the console build and both Vitest projects (browser-like components, Node dev platform).
export default defineConfig({
  // Vite's own chunking: the console's areas and screens are split where the code imports them lazily.
  plugins: [react(), compressAssetsPlugin()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1200,
  },
  test: {
    // Vitest's default (cores - 1) leaves CI's two cores a single test worker, while the main process mostly waits
    // once the modules are transformed: on CI every core runs test files. Elsewhere the default stays (shared hosts).
    maxWorkers: process.env.CI ? availableParallelism() : undefined,
    // A fresh clone has no results cache to order the files by: keep each environment's files together.
    sequence: { sequencer: EnvironmentSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'console',
          environment: 'jsdom',
          globals: true,
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.mocked.test.{ts,tsx}'],
          setupFiles: ['src/testing/setupTests.ts'],
          // The files of a worker share its modules (react-admin and MUI load once per worker, not once per file:
          // about 60% of the project's time). The set-up file puts back what a file may leave behind; files that
          // replace modules with vi.mock are *.mocked.test.* and run in the isolated project below (ESLint checks).
          isolate: false,
          // One project after the other: beside each other, their workers keep switching between a jsdom and a Node
          // module graph and load both again and again (~270 s instead of ~150 s on two cores).
          sequence: { groupOrder: 0 },
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
          name: 'console-mocked',
          environment: 'jsdom',
          globals: true,
          include: ['src/**/*.mocked.test.{ts,tsx}'],
          setupFiles: ['src/testing/setupTests.ts'],
          sequence: { groupOrder: 1 },
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
          setupFiles: ['tests/support/setupPlatformTests.ts'],
          // As in the console project: the files of a worker share its modules (the platform loads once per worker,
          // ~100 s to ~50 s on two cores). Each file starts its own platforms on their own databases.
          isolate: false,
          sequence: { groupOrder: 2 },
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: 'forks',
        },
      },
    ],
  },
});
