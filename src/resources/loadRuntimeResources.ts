import type { ResourceLoadError } from './registryLookup';
import { formatIssue } from './schema/issueText';
import type { ResourceConfig } from './types';

/** A runtime resource file that was valid on its own. */
export interface LoadedResource {
  file: string;
  config: ResourceConfig;
}

/** The file name of a resource URL, as messages name it (`/resources/tags.json` → `tags.json`). */
export function fileNameOf(url: string): string {
  const path = url.split(/[?#]/)[0];
  return path.slice(path.lastIndexOf('/') + 1) || url;
}

// The schema downloads with the first runtime resource only (built-in resources arrive completed), requested beside
// the files rather than after them.
const loadSchema = () => import('./defineResource');

async function loadOne(
  url: string,
  fetchImpl: typeof fetch,
  schema: ReturnType<typeof loadSchema>,
): Promise<LoadedResource | ResourceLoadError> {
  const file = fileNameOf(url);
  let text: string;
  try {
    const response = await fetchImpl(url, { headers: { Accept: 'application/json' }, cache: 'no-cache' });
    if (!response.ok) return { file, message: `${file}: could not be loaded (HTTP ${response.status})` };
    text = await response.text();
  } catch (error) {
    return {
      file,
      message: `${file}: could not be loaded (${error instanceof Error ? error.message : String(error)})`,
    };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { file, message: `${file}: is not valid JSON (${(error as Error).message})` };
  }
  const { validateResource } = await schema;
  const result = validateResource(value);
  if (!result.ok) return { file, message: `${file}: ${result.issues.map(formatIssue).join('; ')}` };
  return { file, config: result.config };
}

/**
 * Loads the JSON resource files listed in `/config.json` (`resources`), each validated by the one resource schema.
 * A broken file becomes an error naming the file and the invalid path; the others load regardless.
 */
export async function loadRuntimeResources(
  urls: readonly string[],
  fetchImpl: typeof fetch = window.fetch.bind(window),
): Promise<{ resources: LoadedResource[]; errors: ResourceLoadError[] }> {
  if (urls.length === 0) return { resources: [], errors: [] };
  const schema = loadSchema();
  const results = await Promise.all(urls.map((url) => loadOne(url, fetchImpl, schema)));
  return {
    resources: results.filter((result): result is LoadedResource => 'config' in result),
    errors: results.filter((result): result is ResourceLoadError => !('config' in result)),
  };
}
