import builtInScreens from 'virtual:built-in-resources/screens';

/**
 * The resource whose list `pathname` shows when that list has its own configurations (a list view `/{route}/{view}`
 * too, a detail `/{route}/detail/…` not): undefined otherwise.
 */
export function screenOf(pathname: string): string | undefined {
  const parts = pathname.replace(/^\/+|\/+$/g, '').split('/');
  const screen = builtInScreens
    .filter(([route]) => {
      const segments = route.split('/');
      if (parts.length < segments.length || parts.length > segments.length + 1) return false;
      if (parts[segments.length] === 'detail') return false;
      return segments.every((segment, index) => segment.startsWith(':') || segment === parts[index]);
    })
    .sort(([a], [b]) => b.length - a.length)[0];
  return screen?.[1];
}

/** The module of list `name`'s configurations (`builtInResources.d.ts`); undefined when that list needs them all. */
export function screenModule(name: string) {
  return builtInScreens.find(([, screenName]) => screenName === name)?.[2]();
}

/** The module of every completed built-in configuration, with the areas' texts. */
export const allConfigurationsModule = () => import('virtual:built-in-resources');

/**
 * Starts downloading the configurations a cold load of `pathname` lists first: its list's few ({@link screenOf}), or
 * all of them. The modules run when the console's code has; failures are reported by the registry's own load.
 */
export function downloadLandingConfigurations(pathname: string): void {
  const name = screenOf(pathname);
  void ((name ? screenModule(name) : undefined) ?? allConfigurationsModule()).catch(() => undefined);
}
