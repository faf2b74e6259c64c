/**
 * How the console build is split (rolldown's `codeSplitting`). Left to itself, rolldown makes a chunk for every set
 * of lazy views sharing a module: a cold load of a list fetched ~90 files, many under a kilobyte, each paying its
 * headers and its own compression. The groups:
 * - `boot`: the page's early start (`src/app/earlyStarted.ts` and what it imports). `index.html` loads it before
 *   `core` and it imports nothing from `core`, so it runs before `core` is evaluated: the start-up's requests leave
 *   while the console's code is evaluated, not after. (rolldown keeps its runtime in a chunk of its own.)
 * - `core`: everything the first screen runs (`firstLoadModules`), the entry's own modules included: the libraries
 *   (React, the router, react-admin, MUI, emotion, their helpers) and the console's start, shell, framework and
 *   providers. One file compresses better than several (brotli shares one window: ~6 KiB less than the four files it
 *   replaced) and needs no export lists between chunks; the entry chunk only imports it.
 * - `core-lazy` and `framework-lazy`: the parts of those libraries and console modules that only lazy screens and
 *   dialogs use (Autocomplete, forms, saved-query dialogs…), fetched with the first screen that needs them.
 * Screen-specific libraries (charts, trees, diff, signalr, oidc-client-ts), each screen's own code and each list's
 * configurations keep their chunks, loaded on use.
 */
import { fileURLToPath } from 'node:url';
import { ENTRY_MODULE, firstLoadModules, type ModuleGraph } from './firstLoadModules';

const BOOT_MODULE = fileURLToPath(new URL('../src/app/earlyStarted.ts', import.meta.url));

const CORE_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  '@tanstack',
  'ra-core',
  'ra-ui-materialui',
  'react-admin',
  'ra-i18n-polyglot',
  'node-polyglot',
  'ra-language-english',
  '@mui/material',
  '@mui/system',
  '@mui/utils',
  '@mui/styled-engine',
  '@mui/private-theming',
  '@mui/icons-material',
  '@emotion',
  'stylis',
  'lodash',
  'react-hook-form',
  '@popperjs',
  'clsx',
  'prop-types',
  'react-is',
  'react-transition-group',
  'inflection',
  'query-string',
  'jsonexport',
  'hoist-non-react-statics',
  'react-hotkeys-hook',
  'react-error-boundary',
  'decode-uri-component',
  'split-on-first',
  'filter-obj',
  'diacritic',
  'eventemitter3',
  'cookie',
  'set-cookie-parser',
  '@babel/runtime',
  // The ECMAScript helper packages react-admin's dependencies pull in.
  'get-intrinsic',
  'has-symbols',
  'function-bind',
  'gopd',
  'hasown',
  'dunder-proto',
  'math-intrinsics',
  'object-keys',
  'object.entries',
  'set-function-length',
  'has-property-descriptors',
  'define-data-property',
  'define-properties',
  'call-bind',
  'call-bind-apply-helpers',
  'call-bound',
  'es-define-property',
  'es-errors',
  'es-object-atoms',
  'get-proto',
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const CORE = new RegExp(`node_modules[\\\\/](${CORE_PACKAGES.map(escape).join('|')})[\\\\/]`);
const FRAMEWORK = /[\\/]src[\\/](resources[\\/]framework|providers|shared|i18n|app|utils)[\\/]/;

const SOURCE = /[\\/]src[\\/]/;

// One walk of the graph per chunking pass (rolldown reuses a module's info within a pass: it keys the result).
const firstLoadByPass = new WeakMap<object, Set<string>>();

/** A first-load module goes to `core`; the others wait in `*-lazy` chunks (or their screen's). */
const core = (id: string, graph: ModuleGraph) => {
  const key = graph.getModuleInfo(ENTRY_MODULE);
  if (!key) return CORE.test(id) ? 'core' : null; // not the console's build (a test's): the libraries only
  let modules = firstLoadByPass.get(key);
  if (!modules) firstLoadByPass.set(key, (modules = firstLoadModules(graph)));
  return modules.has(id) ? 'core' : null;
};

const bootByPass = new WeakMap<object, Set<string>>();

/** The early start and its static imports go to `boot`. */
const boot = (id: string, graph: ModuleGraph) => {
  const key = graph.getModuleInfo(BOOT_MODULE);
  if (!key) return null;
  let modules = bootByPass.get(key);
  if (!modules) {
    modules = new Set<string>();
    const pending = [BOOT_MODULE];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      if (modules.has(next)) continue;
      modules.add(next);
      pending.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
    }
    bootByPass.set(key, modules);
  }
  return modules.has(id) ? 'boot' : null;
};

export const chunkGroups = {
  groups: [
    { name: boot, test: () => true, priority: 5 },
    { name: core, test: (id: string) => CORE.test(id) || SOURCE.test(id), priority: 4 },
    { name: 'core-lazy', test: CORE, minShareCount: 2, priority: 2 },
    { name: 'framework-lazy', test: FRAMEWORK, minShareCount: 2, priority: 1 },
  ],
};
