import { customNameIssues, type CustomNames } from './customNames';
import type { SchemaIssue } from './issueText';
import { pathText } from './schemaIssues';
import { blocksOf, type PageFileConfig } from './pageFileSchema';

/** What a page file is checked against: the resources (built-in and runtime) and the pages already in use. */
export interface PageFileContext {
  resources: readonly { name: string; route: string; fields: readonly { source: string }[] }[];
  pages: readonly { name: string; path: string }[];
  names: CustomNames;
}

/**
 * Problems between a valid page file and the rest of the console: a name or address already taken (by a page or a
 * resource's list), a list block naming an unknown resource or columns it does not declare, unknown custom React.
 */
export function pageFileIssues(page: PageFileConfig, context: PageFileContext): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  if (context.pages.some((other) => other.name === page.name))
    issues.push({ path: 'name', message: `"${page.name}" is already declared` });
  if (
    context.pages.some((other) => other.path === page.path) ||
    context.resources.some((resource) => `/${resource.route}` === page.path)
  )
    issues.push({ path: 'path', message: `"${page.path}" is already used` });
  blocksOf(page).forEach(({ block, path }) => {
    if (block.type !== 'list') return;
    const at = pathText(path);
    const resource = context.resources.find((item) => item.name === block.resource);
    if (!resource) {
      issues.push({ path: `${at}.resource`, message: `unknown resource "${block.resource}"` });
      return;
    }
    const declared = (path: string, source: string) => {
      if (!resource.fields.some((field) => field.source === source))
        issues.push({ path, message: `"${source}" is not a declared field of "${resource.name}"` });
    };
    block.columns?.forEach((column, index) => declared(`${at}.columns[${index}]`, column));
    if (block.sort) declared(`${at}.sort.field`, block.sort.field);
  });
  issues.push(...customNameIssues(page, context.names));
  return issues;
}
