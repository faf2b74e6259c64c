import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import { checkResourceFiles, type CheckedResourceFiles, type ResourceFileText } from './resourceFiles';

/** What the configuration directory holds right now. */
export interface ConfigSnapshot extends CheckedResourceFiles {
  /** Text and ETag of each file in use, by file name. */
  served: ReadonlyMap<string, { text: string; etag: string }>;
  /** Changes whenever a file is added, changed or removed. */
  version: string;
}

export interface ConfigDir {
  readonly resourcesDir: string;
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

/**
 * The runtime resources of a configuration directory (`<dir>/resources/*.json`). A cheap listing on every use
 * notices added, changed and removed files without a restart; watching only hastens the hub's notice.
 */
export function openConfigDir(dir: string): ConfigDir {
  const resourcesDir = join(dir, 'resources');
  let cached: { fingerprint: string; snapshot: ConfigSnapshot } | undefined;

  const snapshot = (): ConfigSnapshot => {
    const { names, fingerprint } = listResourceFiles(resourcesDir);
    if (cached?.fingerprint === fingerprint) return cached.snapshot;
    const texts = readResourceFiles(resourcesDir, names);
    const checked = checkResourceFiles(texts);
    const inUse = new Set(checked.resources.map(({ file }) => file));
    const served = new Map(
      texts
        .filter(({ file }) => inUse.has(file))
        .map(({ file, text }) => [file, { text, etag: `"${hash(text)}"` }]),
    );
    const version = hash(texts.map(({ file, text }) => `${file}\n${text}`).join('\n\0'));
    cached = { fingerprint, snapshot: { ...checked, served, version } };
    return cached.snapshot;
  };

  return {
    resourcesDir,
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
      // The folder of files is watched again whenever it appears or is replaced (seen from its parent's watch).
      let files: FSWatcher | undefined;
      const watchFiles = () => {
        files?.close();
        files = watchQuietly(resourcesDir, changed);
      };
      watchFiles();
      const parent = watchQuietly(dir, (name) => {
        if (name === 'resources' || !files) watchFiles();
        changed();
      });
      return () => {
        clearTimeout(timer);
        files?.close();
        parent?.close();
      };
    },
  };
}
