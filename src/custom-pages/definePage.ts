import type { ComponentType, LazyExoticComponent } from 'react';
import { z } from 'zod';
import { lazyView } from '../app/lazyView';
import { icon, name, permissions, segment, text } from '../resources/schema/primitives';
import { formatIssue, issueMessage, schemaIssues } from '../resources/schema/schemaIssues';

const pagePath = z.string().regex(/^\/[a-z][a-z0-9-]*(\/[a-z][a-z0-9-]*)*$/, {
  error: 'expected an absolute path of lower-case segments, e.g. "/administration/tts-generator"',
});

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

export type PageTab = z.output<typeof pageTab>;

/** What a page component gets: its definition and, on a page with tabs, the open tab. */
export interface PageProps {
  page: PageDefinition;
  tab?: PageTab;
}

/** Loads the page's component on first use, e.g. `() => import('./TtsPage').then((module) => module.TtsPage)`. */
export type PageComponentLoader = () => Promise<ComponentType<PageProps>>;

export type PageInput = z.input<typeof pageSchema> & { component: PageComponentLoader };

/** A completed page: plain data plus its lazily loaded component. */
export type PageDefinition = z.output<typeof pageSchema> & {
  component: LazyExoticComponent<ComponentType<PageProps>>;
};

/**
 * Declares a console page outside the resource framework as a registry entry: its route, section, menu entry,
 * permissions and tabs are data (checked at start-up with the exact path of every problem), its component is
 * downloaded with the first visit.
 */
export function definePage({ component, ...data }: PageInput): PageDefinition {
  const result = pageSchema.safeParse(data, { error: issueMessage });
  if (!result.success) {
    const label = typeof data.name === 'string' ? data.name : '?';
    throw new Error(`Page "${label}": ${schemaIssues(result.error.issues).map(formatIssue).join('; ')}`);
  }
  return Object.freeze({ ...result.data, component: lazyView(component) });
}

/** Where a tab of a page lives. */
export const pageTabPath = (page: Pick<PageDefinition, 'path'>, tab: Pick<PageTab, 'path'>) =>
  `${page.path}/${tab.path}`;
