import { useEffect } from 'react';
import type { ConsoleTheme } from '../../shared/defaultTheme';

/**
 * Points the page's favicon at the themed one (the source was validated: https or a same-origin path), once the first
 * screen is shown when `whenShown` is given: the browser reads an SVG icon into a document of its own on the page's
 * main thread (a few milliseconds, many more on a slow machine), which the first list should not wait for.
 * `index.html` declares an empty icon (`data:,`) until then for the same reason.
 */
export function useDocumentBranding(
  theme: ConsoleTheme,
  whenShown?: (listener: () => void) => () => void,
): void {
  const source = theme.favicon.source;
  useEffect(() => {
    const apply = () => {
      let link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
      if (!link) {
        link = document.createElement('link');
        link.rel = 'icon';
        document.head.appendChild(link);
      }
      // The type of the default (image/svg+xml) would be wrong for a themed .png or .ico; let the browser sniff it.
      link.removeAttribute('type');
      link.href = source;
    };
    if (whenShown) return whenShown(apply);
    apply();
  }, [source, whenShown]);
}
