import { AREA_NAMES, areaPageAddresses } from '../../src/resources/registryLookup';
import { pageFileIssues, type PageFileContext } from '../../src/resources/schema/pageFileChecks';
import { validatePageFile, type PageFileConfig } from '../../src/resources/schema/pageFileSchema';
import type { ResourceConfig } from '../../src/resources/types';
import type { ConfigFileState } from '../../src/shared/wire/configuration';
import { resourceRegistry } from '../../src/resources/registry';
import type { ResourceFileText } from './resourceFiles';

export interface CheckedPageFiles {
  /** Every page file, in name order, with all of its problems (none: in use). */
  states: ConfigFileState[];
  pages: { file: string; page: PageFileConfig }[];
}

/** A text's JSON value, or the problem of a file that is not JSON. */
export function parseJsonFile(
  text: string,
): { value: unknown } | { problem: ConfigFileState['problems'][number] } {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    return { problem: { path: '', message: `is not valid JSON (${(error as Error).message})` } };
  }
}

/**
 * Checks page files (`CONFIG_DIR/pages/*.json`) with the console's rules: JSON syntax, the page schema with its
 * cross-checks, then clashes with the built-in pages, the resources' lists and the files before it, and the
 * resources its list blocks name (`runtime`: the resource files in use). Used by the platform and `config:check`.
 */
export function checkPageFiles(
  files: readonly ResourceFileText[],
  runtime: readonly ResourceConfig[] = [],
): CheckedPageFiles {
  const context: PageFileContext = {
    resources: [...resourceRegistry, ...runtime],
    pages: areaPageAddresses,
    names: AREA_NAMES,
  };
  const states: ConfigFileState[] = [];
  const pages: CheckedPageFiles['pages'] = [];
  for (const { file, text } of files) {
    const parsed = parseJsonFile(text);
    if ('problem' in parsed) {
      states.push({ file, problems: [parsed.problem] });
      continue;
    }
    const result = validatePageFile(parsed.value);
    const problems = result.ok
      ? pageFileIssues(result.page, {
          ...context,
          pages: [...context.pages, ...pages.map(({ page }) => page)],
        })
      : result.issues;
    if (result.ok && problems.length === 0) pages.push({ file, page: result.page });
    states.push({ file, problems });
  }
  return { states, pages };
}
