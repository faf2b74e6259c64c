import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { toConsoleRegistry, type ConsoleRegistry, type RegistrySource } from './consoleRegistry';
import { isGrowingRegistry, type GrowingRegistry } from './growingRegistry';

const neverChanges = () => () => undefined;

/** The registry to render now: a growing one's latest state (re-rendering when resources arrive), or the source. */
export function useRegistrySource(source: RegistrySource | GrowingRegistry): ConsoleRegistry {
  const growing = isGrowingRegistry(source) ? source : undefined;
  const fixed = useMemo(
    () => (growing ? undefined : toConsoleRegistry(source as RegistrySource)),
    [growing, source],
  );
  const subscribe = useCallback(
    (listener: () => void) => (growing ? growing.subscribe(listener) : neverChanges()),
    [growing],
  );
  const snapshot = useCallback(() => (growing ? growing.current() : fixed!), [growing, fixed]);
  return useSyncExternalStore(subscribe, snapshot);
}
