import { afterAll, vi } from 'vitest';

// The platform's test files share their worker's modules (vite.config.ts): what one file leaves behind goes.
afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});
