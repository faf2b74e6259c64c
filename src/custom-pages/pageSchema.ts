import { z } from 'zod';
import { icon, name, pagePath, permissions, segment, text } from '../resources/schema/primitives';
import { issueMessage, schemaIssues } from '../resources/schema/schemaIssues';
import { formatIssue } from '../resources/schema/issueText';

/** A tab of a page: a real sub-route `{page path}/{path}`, shown only with its permissions (beyond the page's). */
const pageTab = z.strictObject({
  path: segment,
  /** i18n key. */
  label: text,
  permissions: permissions.default([]),
});

/** The data of a page (everything but its component), checked like resource configurations. */
export const pageSchema = z
  .strictObject({
    name,
    path: pagePath,
    /** The top-bar section whose menu and guide list the page. */
    section: z.enum(['flows', 'campaigns', 'administration']).optional(),
    icon: icon.optional(),
    /** i18n key of the page's title, menu entry and guide card. */
    label: text,
    /** Every pair is needed (SPEC §6); without them the route goes to /not-authorized. */
    permissions,
    /** Deep-linkable tabs: `{path}/{tab}`; the bare page path opens the first tab the user may open. */
    tabs: z.array(pageTab).min(1).optional(),
    /** `false` keeps the page out of the section menu and the Administration guide. */
    menu: z.boolean().default(true),
    /** The page sets its own title (e.g. one naming an error code) instead of its label. */
    ownTitle: z.boolean().default(false),
  })
  .superRefine((page, context) => {
    if (page.menu && !page.section)
      context.addIssue({ code: 'custom', path: ['menu'], message: 'a menu entry needs a section' });
    const seen = new Set<string>();
    page.tabs?.forEach((tab, index) => {
      if (seen.has(tab.path))
        context.addIssue({
          code: 'custom',
          path: ['tabs', index, 'path'],
          message: `"${tab.path}" is used twice`,
        });
      seen.add(tab.path);
    });
  });

/** The data of a page as written (everything but its component). */
export type PageData = z.input<typeof pageSchema>;

/**
 * Checks a page's data with the exact path of every problem (`Page "tts": icon: expected one of …`), or undefined
 * when it is valid. Tests walk the page registry with it; the console does not download it.
 */
export function pageProblem(data: PageData): string | undefined {
  const result = pageSchema.safeParse(data, { error: issueMessage });
  if (result.success) return undefined;
  const label = typeof data.name === 'string' ? data.name : '?';
  return `Page "${label}": ${schemaIssues(result.error.issues).map(formatIssue).join('; ')}`;
}
