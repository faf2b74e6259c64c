import { useCallback, useSyncExternalStore } from 'react';
import { readLocalStorage, writeLocalStorage, type LocalStorageKey } from './storageKeys';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's change arrives as a `storage` event.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * An on/off switch kept in a SPEC §9 local-storage key ('true' when on, removed when off): every reader on the page
 * follows a change at once, and so do other tabs.
 */
export function useLocalStorageSwitch(key: LocalStorageKey): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, () => readLocalStorage(key) === 'true');
  const set = useCallback(
    (value: boolean) => {
      writeLocalStorage(key, value ? 'true' : null);
      for (const listener of listeners) listener();
    },
    [key],
  );
  return [on, set];
}
