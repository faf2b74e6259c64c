import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:built-in-resources';
const RESOLVED = `\0${ID}`;

/**
 * Completes the TypeScript resources at build time: `virtual:built-in-resources` is the registry of
 * `src/resources/registry.ts` as plain data (every default filled in, every cross-check passed). The console imports
 * that instead of the configurations, so the configuration schema (zod) is not part of its download; a broken
 * configuration fails the build with the schema's own path-precise message. Runtime JSON resources are still checked
 * in the browser, with the schema loaded on demand.
 */
export function builtInResourcesPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'switchboard:built-in-resources',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      // tsx evaluates the configurations afresh on every call (its own module namespace), so edits are picked up.
      const { tsImport } = await import('tsx/esm/api');
      const registryModule = (await tsImport(
        resolve(root, 'src/resources/registry.ts'),
        import.meta.url,
      )) as {
        resourceRegistry: unknown;
      };
      return `export default ${JSON.stringify(registryModule.resourceRegistry)};`;
    },
    configureServer(server) {
      // In the dev server, any change under src/resources may change a completed configuration.
      server.watcher.on('change', (file) => {
        if (!file.startsWith(resolve(root, 'src/resources'))) return;
        const module = server.moduleGraph.getModuleById(RESOLVED);
        if (module) server.reloadModule(module);
      });
    },
  };
}
