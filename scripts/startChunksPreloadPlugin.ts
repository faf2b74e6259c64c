import type { Plugin } from 'vite';

/**
 * The modules the entry imports dynamically at once (`src/main.tsx`): the console's start and the completed
 * built-in configurations. Vite preloads only static imports from the page.
 */
const STARTED_AT_ONCE = [/\/src\/app\/startApp\.tsx$/, /^\0?virtual:built-in-resources$/];

/**
 * Lists those chunks in `index.html` as module preloads, so the browser fetches and compiles them beside the
 * console's shared code instead of after running it (a round trip and a compile on the way to the first screen).
 */
export function startChunksPreloadPlugin(): Plugin {
  let base = '/';
  return {
    name: 'switchboard:start-chunks-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        return Object.values(bundle)
          .filter(
            (chunk) =>
              chunk.type === 'chunk' &&
              chunk.isDynamicEntry &&
              STARTED_AT_ONCE.some((pattern) => pattern.test(chunk.facadeModuleId ?? '')),
          )
          .map((chunk) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
