import type { Plugin } from 'vite';

/**
 * The modules the entry imports dynamically at once (`src/main.tsx`) whatever the address: the console's start.
 * Vite preloads only static imports from the page. The configurations depend on the address (a list's own few, or
 * all of them: `src/app/preloadLanding.ts`), so the entry requests them; preloading all of them here would put the
 * whole set back on every cold list load.
 */
const STARTED_AT_ONCE = [/\/src\/app\/startApp\.tsx$/];

/**
 * Lists that chunk in `index.html` as module preloads, so the browser fetches and compiles it beside the
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
