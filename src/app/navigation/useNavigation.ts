import { useMemo } from 'react';
import { usePermissions } from 'react-admin';
import { useResourceRegistry } from '../../resources/framework/ResourceRegistryContext';
import { accessibleEntries, navigationEntries, type NavigationEntry } from './navigationEntries';

/** The menu entries the signed-in user may open; empty while the permissions load or when they failed. */
export function useNavigation(): { entries: NavigationEntry[]; isPending: boolean } {
  const registry = useResourceRegistry();
  const { permissions, isPending } = usePermissions();
  const entries = useMemo(
    () => (isPending ? [] : accessibleEntries(navigationEntries(registry), permissions)),
    [registry, permissions, isPending],
  );
  return { entries, isPending };
}
