import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

/** Sets the browser tab title to '{title} - Switchboard' (SPEC §2: titles per route). */
export function usePageTitle(title: string | undefined): void {
  const translate = useTranslate();
  useEffect(() => {
    if (!title) return;
    document.title = translate('app.page_title', { title, product: translate('app.name') });
  }, [title, translate]);
}
