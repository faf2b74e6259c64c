import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyView } from '../utils/lazyView';
import { i18nProvider } from '../providers/i18nProvider';
import type { PageDefinition, PageProps } from './definePage';

const views = new WeakMap<PageDefinition, LazyExoticComponent<ComponentType<PageProps>>>();

/**
 * A page's component, downloaded with its first render; its own texts arrive with it and are added to the
 * translator before it renders. One lazy component per page, so a page is never downloaded twice.
 */
export function pageView(page: PageDefinition): LazyExoticComponent<ComponentType<PageProps>> {
  let view = views.get(page);
  if (!view) {
    const { component, messages, translations } = page;
    view = lazyView(() =>
      messages
        ? Promise.all([component(), messages()]).then(async ([loaded, texts]) => {
            i18nProvider.addMessages(texts);
            await i18nProvider.addTranslations(translations);
            return loaded;
          })
        : component(),
    );
    views.set(page, view);
  }
  return view;
}
