/**
 * How the console build is split (rolldown's `codeSplitting`). Left to itself, rolldown makes a chunk for every set
 * of lazy views sharing a module: a cold load of a list fetched ~90 files, many under a kilobyte, each paying its
 * headers and its own compression. Two groups keep the first load to a handful of files at the same raw size:
 * - `core`: the libraries every screen runs on (React, the router, react-admin, MUI, emotion, their helpers);
 * - `framework`: console modules (framework, providers, shared rules, i18n, shell) used by more than one chunk.
 * Screen-specific libraries (charts, trees, diff, signalr, oidc-client-ts) and each screen's own code keep their
 * chunks, loaded on use. Both groups hold only what the first screen runs (`firstLoadModules`): the parts of those
 * libraries and console modules that only lazy screens and dialogs use (Autocomplete, forms, saved-query dialogs…)
 * go to `core-lazy` and `framework-lazy`, fetched with the first screen that needs them.
 */
import { ENTRY_MODULE, firstLoadModules, type ModuleGraph } from './firstLoadModules';

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

// One walk of the graph per chunking pass (rolldown reuses a module's info within a pass: it keys the result).
const firstLoadByPass = new WeakMap<object, Set<string>>();
function isFirstLoad(id: string, graph: ModuleGraph) {
  const key = graph.getModuleInfo(ENTRY_MODULE);
  if (!key) return true; // not the console's build (a test's): group as before
  let modules = firstLoadByPass.get(key);
  if (!modules) firstLoadByPass.set(key, (modules = firstLoadModules(graph)));
  return modules.has(id);
}

/** Modules the first screen runs go to the chunks a cold list load fetches; the others wait in `*-lazy` chunks. */
const initial = (name: string) => (id: string, graph: ModuleGraph) => (isFirstLoad(id, graph) ? name : null);

export const chunkGroups = {
  groups: [
    { name: initial('core'), test: CORE, priority: 4 },
    { name: initial('framework'), test: FRAMEWORK, minShareCount: 2, priority: 3 },
    { name: 'core-lazy', test: CORE, minShareCount: 2, priority: 2 },
    { name: 'framework-lazy', test: FRAMEWORK, minShareCount: 2, priority: 1 },
  ],
};
