import { createContext, useContext, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-admin';
import { useHref } from 'react-router-dom';

/** Navigation that does not change with the address: what the console's links and rows need to navigate. */
export interface StableNavigation {
  /** Goes to an absolute console path. */
  navigate: (to: string, options?: { replace?: boolean; state?: unknown }) => void;
  /** Whether the address (path, query and hash) is `to`. */
  isAt: (to: string) => boolean;
  /** The `href` of an absolute console path (with the router's base). */
  hrefOf: (to: string) => string;
}

const StableNavigationContext = createContext<StableNavigation | null>(null);

/**
 * Provides {@link StableNavigation} to the page. react-router's links and `useNavigate` follow the address: on every
 * navigation (a list's next page) each of them renders again, some 80 links on a list page. Only this provider
 * follows it; its value stays the same object, so the links and rows reading it do not.
 */
export function StableNavigationProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const root = useHref('/');
  const current = useRef('');
  // Read by click handlers only, after the commit that moved the address.
  useLayoutEffect(() => {
    current.current = location.pathname + location.search + location.hash;
  });
  const value = useMemo<StableNavigation>(
    () => ({
      navigate: (to, options) => navigate(to, options),
      isAt: (to) => to === current.current,
      hrefOf: (to) => (root === '/' ? to : `${root}${to}`),
    }),
    [navigate, root],
  );
  return <StableNavigationContext.Provider value={value}>{children}</StableNavigationContext.Provider>;
}

/** The provider's navigation, or `null` outside it (pages without the console's layout, tests). */
export const useStableNavigation = () => useContext(StableNavigationContext);

/** Its children with {@link StableNavigation}: the page's, or (outside it) a provider of their own. */
export function WithStableNavigation({ children }: { children: ReactNode }) {
  return useStableNavigation() ? children : <StableNavigationProvider>{children}</StableNavigationProvider>;
}

/** The navigation of {@link WithStableNavigation} or the page's provider, which must be above. */
export function useStableNavigationAbove(): StableNavigation {
  const navigation = useStableNavigation();
  if (!navigation) throw new Error('No StableNavigationProvider above');
  return navigation;
}
