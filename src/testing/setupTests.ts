import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { nlpTesterTexts } from '../custom-pages/nlp-tester/nlpTesterMessages';
import { operationsTexts } from '../custom-pages/operations/operationsMessages';
import { packageManagerTexts } from '../custom-pages/package-manager/packageManagerMessages';
import { themeConfiguratorTexts } from '../custom-pages/theme-configurator/themeConfiguratorMessages';
import { ttsGeneratorTexts } from '../custom-pages/tts-generator/ttsGeneratorMessages';
import { areaMessages } from '../i18n/areaMessages';
import { i18nProvider } from '../providers/i18nProvider';

// findBy*/waitFor wait up to 5 s instead of 1 s: a first render of a react-admin page in jsdom is slow on 2 cores.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});

// Test files share their worker's modules and window (vite.config.ts): what one file leaves behind goes.
afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // Files that reach no browser API run in Node (`// @vitest-environment node`), without a window.
  if (typeof window === 'undefined') return;
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  // Nodes a file added to the document itself (not through render) would keep the focus in the next file's tests.
  (document.activeElement as HTMLElement | null)?.blur();
  document.body.replaceChildren();
});

// The console adds an area's texts when it loads the area, and a custom page's with its code; tests render any
// screen at once, with all of them.
for (const texts of [
  areaMessages,
  themeConfiguratorTexts,
  nlpTesterTexts,
  ttsGeneratorTexts,
  packageManagerTexts,
  operationsTexts,
])
  i18nProvider.addMessages(texts);
