import { useMemo } from 'react';
import { usePermissions } from 'react-admin';
import { useResourceSummaries } from '../../resources/framework/ResourceRegistryContext';
import { useConsoleTheme } from '../theme/ConsoleThemeProvider';
import { useConsolePages } from './useConsolePages';
import { accessibleEntries, navigationEntries, type NavigationEntry } from './navigationEntries';

/** The menu entries the signed-in user may open; empty while the permissions load or when they failed. */
export function useNavigation(): { entries: NavigationEntry[]; isPending: boolean } {
  const registry = useResourceSummaries();
  const { permissions, isPending } = usePermissions();
  const { configuration } = useConsoleTheme();
  const pages = useConsolePages();
  const entries = useMemo(
    () =>
      isPending
        ? []
        : accessibleEntries(navigationEntries(registry, pages), permissions, configuration ?? {}),
    [registry, pages, permissions, isPending, configuration],
  );
  return { entries, isPending };
}
