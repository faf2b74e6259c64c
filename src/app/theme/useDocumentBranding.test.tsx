import { renderHook } from '@testing-library/react';
import { DEFAULT_THEME } from '../../shared/defaultTheme';
import { useDocumentBranding } from './useDocumentBranding';

/** index.html's placeholder: an empty icon, so nothing is read before the first screen. */
function placeholderIcon() {
  document.head.querySelectorAll('link[rel="icon"]').forEach((link) => link.remove());
  const link = document.createElement('link');
  link.rel = 'icon';
  link.href = 'data:,';
  document.head.appendChild(link);
}

const icon = () => document.head.querySelector('link[rel="icon"]')?.getAttribute('href');
const themed = { ...DEFAULT_THEME, favicon: { source: 'https://cdn.acme.example/favicon.png' } };

describe('useDocumentBranding', () => {
  beforeEach(placeholderIcon);

  it('points the icon at the themed favicon only once the first screen is shown', () => {
    let shown: (() => void) | undefined;
    const whenShown = vi.fn((listener: () => void) => {
      shown = listener;
      return () => (shown = undefined);
    });
    renderHook(() => useDocumentBranding(themed, whenShown));
    expect(icon()).toBe('data:,');
    shown?.();
    expect(icon()).toBe('https://cdn.acme.example/favicon.png');
  });

  it('sets it at once without a first screen to wait for, and not at all once unmounted before it', () => {
    renderHook(() => useDocumentBranding(themed));
    expect(icon()).toBe('https://cdn.acme.example/favicon.png');
    placeholderIcon();
    const listeners = new Set<() => void>();
    const { unmount } = renderHook(() =>
      useDocumentBranding(themed, (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      }),
    );
    unmount();
    listeners.forEach((listener) => listener());
    expect(icon()).toBe('data:,');
  });
});
