import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { Translations } from '../i18n/locales';
import type { PageData, pageSchema } from './pageSchema';

export type PageTab = z.output<typeof pageSchema>['tabs'] extends (infer T)[] | undefined ? T : never;

/** What a page component gets: its definition and, on a page with tabs, the open tab. */
export interface PageProps {
  page: PageDefinition;
  tab?: PageTab;
}

/** Loads the page's component on first use, e.g. `() => import('./TtsPage').then((module) => module.TtsPage)`. */
export type PageComponentLoader = () => Promise<ComponentType<PageProps>>;

/**
 * A page's own texts (beside its title, which menus show before any visit): loaded with its component and added to
 * the translator before it renders, so they are not part of the console's first load.
 */
export type PageMessagesLoader = () => Promise<object>;

/** The page's loaders of code and texts (its texts in other languages beside the English `messages`). */
interface PageLoaders {
  component: PageComponentLoader;
  messages?: PageMessagesLoader;
  translations?: Translations;
}

export type PageInput = PageData & PageLoaders;

/**
 * A completed page: plain data plus the loaders of its code and texts (`pageView` makes the rendered component), so
 * Node imports page definitions with the rest of an area's manifest.
 */
export type PageDefinition = z.output<typeof pageSchema> & PageLoaders;

/**
 * Declares a console page outside the resource framework as a registry entry: its route, section, menu entry,
 * permissions and tabs are data, its component is downloaded with the first visit. The defaults are the page
 * schema's (`pageSchema.ts`); the schema itself checks every registered page in the tests
 * (`definePage.test.ts`), so the console does not download it.
 */
export function definePage({ component, messages, translations, ...data }: PageInput): PageDefinition {
  const page: z.output<typeof pageSchema> = {
    ...data,
    menu: data.menu ?? true,
    ownTitle: data.ownTitle ?? false,
    permissions: [...data.permissions],
    tabs: data.tabs?.map((tab) => ({ ...tab, permissions: tab.permissions ?? [] })),
  };
  if (page.tabs === undefined) delete page.tabs;
  return Object.freeze({
    ...page,
    component,
    ...(messages ? { messages } : {}),
    ...(translations ? { translations } : {}),
  });
}

/** Where a tab of a page lives. */
export const pageTabPath = (page: Pick<PageDefinition, 'path'>, tab: Pick<PageTab, 'path'>) =>
  `${page.path}/${tab.path}`;
