import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import { checkPageFiles } from './pageFiles';
import { checkResourceFiles, type CheckedResourceFiles, type ResourceFileText } from './resourceFiles';

type ServedFiles = ReadonlyMap<string, { text: string; etag: string }>;

/** What the configuration directory holds right now. */
export interface ConfigSnapshot extends CheckedResourceFiles {
  /** Text and ETag of each resource file in use, by file name. */
  served: ServedFiles;
  /** Text and ETag of each page file in use (`pages/*.json`), by file name. */
  servedPages: ServedFiles;
  /** Changes whenever a file is added, changed or removed. */
  version: string;
}

/** The file names a hub notice and the states use for page files, beside the resource files' bare names. */
export const PAGE_FILE_PREFIX = 'pages/';

export interface ConfigDir {
  readonly resourcesDir: string;
  readonly pagesDir: string;
  /** The current state: re-read when a file's name, size or modification time changed, else the cached one. */
  snapshot(): ConfigSnapshot;
  /** Calls `onChange` (debounced) after files were added, changed or removed; returns the stop function. */
  watch(onChange: (snapshot: ConfigSnapshot) => void): () => void;
}

/** The JSON files of `dir` with a fingerprint of their names, sizes and modification times. */
export function listResourceFiles(dir: string): { names: string[]; fingerprint: string } {
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort();
  } catch {
    return { names: [], fingerprint: '' }; // no directory: no runtime resources
  }
  const parts = names.flatMap((name) => {
    try {
      const stat = statSync(join(dir, name), { bigint: true });
      return stat.isFile() ? [`${name}:${stat.size}:${stat.mtimeNs}`] : [];
    } catch {
      return []; // removed meanwhile
    }
  });
  return { names: parts.map((part) => part.slice(0, part.indexOf(':'))), fingerprint: parts.join('|') };
}

/** Reads the named files; a file removed meanwhile is left out. */
export function readResourceFiles(dir: string, names: readonly string[]): ResourceFileText[] {
  return names.flatMap((file) => {
    try {
      return [{ file, text: readFileSync(join(dir, file), 'utf8') }];
    } catch {
      return [];
    }
  });
}

/** Watches a folder; undefined when it is missing (changes are then still read on the next request). */
function watchQuietly(path: string, onEvent: (name: string | null) => void): FSWatcher | undefined {
  try {
    const watcher = watch(path, { persistent: false }, (_event, name) => onEvent(name));
    watcher.on('error', () => watcher.close());
    return watcher;
  } catch {
    return undefined;
  }
}

const hash = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 27);

const servedOf = (texts: readonly ResourceFileText[], inUse: ReadonlySet<string>): ServedFiles =>
  new Map(
    texts
      .filter(({ file }) => inUse.has(file))
      .map(({ file, text }) => [file, { text, etag: `"${hash(text)}"` }]),
  );

/**
 * The runtime resources and pages of a configuration directory (`<dir>/resources/*.json`, `<dir>/pages/*.json`).
 * A cheap listing on every use notices added, changed and removed files without a restart; watching only hastens
 * the hub's notice.
 */
export function openConfigDir(dir: string): ConfigDir {
  const resourcesDir = join(dir, 'resources');
  const pagesDir = join(dir, 'pages');
  let cached: { fingerprint: string; snapshot: ConfigSnapshot } | undefined;

  const snapshot = (): ConfigSnapshot => {
    const resourceFiles = listResourceFiles(resourcesDir);
    const pageFiles = listResourceFiles(pagesDir);
    const fingerprint = `${resourceFiles.fingerprint}\n${pageFiles.fingerprint}`;
    if (cached?.fingerprint === fingerprint) return cached.snapshot;
    const texts = readResourceFiles(resourcesDir, resourceFiles.names);
    const pageTexts = readResourceFiles(pagesDir, pageFiles.names);
    const checked = checkResourceFiles(texts);
    // Pages are checked against the resources in use: a list block may show a runtime resource.
    const pages = checkPageFiles(
      pageTexts,
      checked.resources.map(({ config }) => config),
    );
    const served = servedOf(texts, new Set(checked.resources.map(({ file }) => file)));
    const servedPages = servedOf(pageTexts, new Set(pages.pages.map(({ file }) => file)));
    const all = [
      ...texts,
      ...pageTexts.map(({ file, text }) => ({ file: `${PAGE_FILE_PREFIX}${file}`, text })),
    ];
    const version = hash(all.map(({ file, text }) => `${file}\n${text}`).join('\n\0'));
    const states = [
      ...checked.states,
      ...pages.states.map((state) => ({ ...state, file: `${PAGE_FILE_PREFIX}${state.file}` })),
    ];
    cached = { fingerprint, snapshot: { ...checked, states, served, servedPages, version } };
    return cached.snapshot;
  };

  return {
    resourcesDir,
    pagesDir,
    snapshot,
    watch(onChange) {
      let last = snapshot().version;
      let timer: NodeJS.Timeout | undefined;
      const check = () => {
        timer = undefined;
        const next = snapshot();
        if (next.version === last) return;
        last = next.version;
        onChange(next);
      };
      // Editors write in bursts (temporary file, rename, chmod): one notice per burst.
      const changed = () => {
        clearTimeout(timer);
        timer = setTimeout(check, 200);
      };
      // Each folder of files is watched again whenever it appears or is replaced (seen from its parent's watch).
      const folders = new Map<string, FSWatcher | undefined>();
      const watchFolder = (folder: string) => {
        folders.get(folder)?.close();
        folders.set(folder, watchQuietly(join(dir, folder), changed));
      };
      const names = ['resources', 'pages'];
      names.forEach(watchFolder);
      const parent = watchQuietly(dir, (name) => {
        names.forEach((folder) => {
          if (name === folder || !folders.get(folder)) watchFolder(folder);
        });
        changed();
      });
      return () => {
        clearTimeout(timer);
        folders.forEach((watcher) => watcher?.close());
        parent?.close();
      };
    },
  };
}
