import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { packedExpression } from './packData';
import { resourceScreens, screenTexts } from './resourceScreens';
import type { summarizeResource as Summarize } from '../src/resources/registrySummary';
import type { ResourceConfig } from '../src/resources/types';

const ID = 'virtual:built-in-resources';
const RESOLVED = `\0${ID}`;
const SUMMARIES_ID = `${ID}/summaries`;
const SCREENS_ID = `${ID}/screens`;
const SCREEN_PREFIX = `${ID}/screen/`;

/**
 * Completes the TypeScript resources at build time: `virtual:built-in-resources` is the registry of
 * `src/resources/registry.ts` as plain data (every default filled in, every cross-check passed). The console imports
 * that instead of the configurations, so the configuration schema (zod) is not part of its download; a broken
 * configuration fails the build with the schema's own path-precise message. Runtime JSON resources are still checked
 * in the browser, with the schema loaded on demand. `virtual:built-in-resources/summaries` is what the shell needs
 * at once (routes, menu entries, view permissions); the console downloads the completed configurations with its
 * first resource screen. A cold load of a list needs fewer: `virtual:built-in-resources/screens` lists, per route,
 * a loader of `virtual:built-in-resources/screen/<name>`, that list's configuration and those it names
 * (`resourceScreens.ts`), so the first list does not wait for every area's configuration. The configurations bring
 * the areas' texts (`messages`, from `src/i18n/areaMessages.ts`): all of them with the complete set, a list's with
 * its screen (`screenTexts`), so those texts are not part of the first load either.
 */
export function builtInResourcesPlugin(): Plugin {
  let root = process.cwd();
  let serving = false;
  // Packed (see packData.ts): a third of the object literal's raw size to parse, fewer objects to keep (shared where
  // the data repeats), about the same compressed. The dev server and tests deep-freeze the result, so a mutation of
  // shared data fails loudly there.
  // `messages`: the areas' texts these configurations show, parsed from JSON (plain strings, nothing to share).
  const emit = (data: unknown, messages?: object) =>
    `import { unpack } from ${JSON.stringify(resolve(root, 'src/resources/framework/packedData.ts'))};\n` +
    `export default unpack(${packedExpression(data)}, ${serving});\n` +
    (messages ? `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n` : '');
  const areaTexts = async () => {
    const { tsImport } = await import('tsx/esm/api');
    const module = (await tsImport(resolve(root, 'src/i18n/areaMessages.ts'), import.meta.url)) as {
      areaMessages: { resources: Record<string, object> };
    };
    return module.areaMessages;
  };
  return {
    name: 'switchboard:built-in-resources',
    configResolved(config) {
      root = config.root;
      serving = config.command === 'serve';
    },
    resolveId(id) {
      if (id === ID || id === SUMMARIES_ID || id === SCREENS_ID || id.startsWith(SCREEN_PREFIX))
        return `\0${id}`;
      return undefined;
    },
    async load(resolved) {
      if (!resolved.startsWith(`\0${ID}`)) return undefined;
      const id = resolved.slice(1);
      // tsx evaluates the configurations afresh on every call (its own module namespace), so edits are picked up.
      const { tsImport } = await import('tsx/esm/api');
      const registryModule = (await tsImport(
        resolve(root, 'src/resources/registry.ts'),
        import.meta.url,
      )) as {
        resourceRegistry: ResourceConfig[];
      };
      const registry = registryModule.resourceRegistry;
      if (id === ID) return emit(registry, await areaTexts());
      if (id === SCREENS_ID || id.startsWith(SCREEN_PREFIX)) {
        const { CUSTOM_COMPONENT_NAMES } = (await tsImport(
          resolve(root, 'src/resources/framework/customComponentNames.ts'),
          import.meta.url,
        )) as { CUSTOM_COMPONENT_NAMES: readonly string[] };
        const screens = resourceScreens(registry, CUSTOM_COMPONENT_NAMES);
        if (id.startsWith(SCREEN_PREFIX)) {
          const configs = screens.get(id.slice(SCREEN_PREFIX.length)) ?? [];
          const texts = configs.length > 0 ? screenTexts(configs[0], (await areaTexts()).resources) : {};
          // None for a list whose texts are on the first load (the users list): no translator rebuilt before it.
          return emit(configs, Object.keys(texts).length > 0 ? { resources: texts } : undefined);
        }
        const entries = [...screens.values()].map(
          ([{ route, name }]) =>
            `[${JSON.stringify(route)}, ${JSON.stringify(name)}, () => import(${JSON.stringify(SCREEN_PREFIX + name)})]`,
        );
        return `export default [\n${entries.join(',\n')}\n];`;
      }
      const { summarizeResource } = (await tsImport(
        resolve(root, 'src/resources/registrySummary.ts'),
        import.meta.url,
      )) as { summarizeResource: typeof Summarize };
      return emit(registry.map(summarizeResource));
    },
    configureServer(server) {
      // In the dev server, any change under src/resources may change a completed configuration (or an area's texts).
      server.watcher.on('change', (file) => {
        if (
          !file.startsWith(resolve(root, 'src/resources')) &&
          file !== resolve(root, 'src/i18n/areaMessages.ts')
        )
          return;
        for (const module of server.moduleGraph.idToModuleMap.values())
          if (module.id?.startsWith(RESOLVED)) void server.reloadModule(module);
      });
    },
  };
}
