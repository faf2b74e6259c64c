import { useEffect } from 'react';
import type { ConsoleTheme } from '../../shared/defaultTheme';

/** Points the page's favicon at the themed one (the source was validated: https or a same-origin path). */
export function useDocumentBranding(theme: ConsoleTheme): void {
  const source = theme.favicon.source;
  useEffect(() => {
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    // The type of the default (image/svg+xml) would be wrong for a themed .png or .ico; let the browser sniff it.
    link.removeAttribute('type');
    link.href = source;
  }, [source]);
}
