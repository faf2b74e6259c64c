import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useConsoleTheme } from './theme/ConsoleThemeProvider';

/**
 * Sets the browser tab title to '{title} - {product}' (SPEC §2: a title followed by the product name). The product
 * name is the themed title, 'Switchboard' by default, so a tenant's branding reaches the tab title too.
 */
export function usePageTitle(title: string | undefined): void {
  const translate = useTranslate();
  const product = useConsoleTheme().theme.title;
  useEffect(() => {
    if (!title) return;
    document.title = translate('app.page_title', { title, product });
  }, [title, product, translate]);
}
