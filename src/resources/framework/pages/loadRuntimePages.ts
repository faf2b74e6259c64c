import { definePage, type PageDefinition } from '../../../custom-pages/definePage';
import { fileNameOf } from '../../loadRuntimeResources';
import { formatIssue } from '../../schema/issueText';
import type { PageFileConfig } from '../../schema/pageFileSchema';

// The page schema downloads with the first page file only (the platform checked the files already; the console
// completes them with the same schema).
const loadSchema = () => import('../../schema/pageFileSchema');

/** A registry page of a page file: its blocks rendered by the framework's generic page, downloaded on first visit. */
export function runtimePageDefinition({ blocks, tabs, ...page }: PageFileConfig): PageDefinition {
  return definePage({
    ...page,
    ...(tabs ? { tabs: tabs.map(({ path, label, permissions }) => ({ path, label, permissions })) } : {}),
    component: () => import('./BlockPage').then((module) => module.blockPageFor(page.name, { blocks, tabs })),
  });
}

async function loadOne(url: string, fetchImpl: typeof fetch, schema: ReturnType<typeof loadSchema>) {
  const file = fileNameOf(url);
  const response = await fetchImpl(url, { headers: { Accept: 'application/json' }, cache: 'no-cache' });
  if (!response.ok) throw new Error(`${file}: could not be loaded (HTTP ${response.status})`);
  const result = (await schema).validatePageFile(await response.json());
  if (!result.ok) throw new Error(`${file}: ${result.issues.map(formatIssue).join('; ')}`);
  return runtimePageDefinition(result.page);
}

/**
 * The pages of the page files `/config.json` lists, in order. A file that cannot be loaded is left out and logged
 * (the platform lists only valid files; users who may configure see a broken one's problems in the banner).
 */
export async function loadRuntimePages(
  urls: readonly string[],
  fetchImpl: typeof fetch = window.fetch.bind(window),
): Promise<PageDefinition[]> {
  if (urls.length === 0) return [];
  const schema = loadSchema();
  const results = await Promise.allSettled(urls.map((url) => loadOne(url, fetchImpl, schema)));
  return results.flatMap((result) => {
    if (result.status === 'fulfilled') return [result.value];
    console.error(
      `Page not loaded: ${result.reason instanceof Error ? result.reason.message : String(result.reason)}`,
    );
    return [];
  });
}
