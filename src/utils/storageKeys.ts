/**
 * The local-storage keys of SPEC §9, the only ones the console may use (tokens never go to local storage).
 * Values are non-secret UI state; read them with {@link readLocalStorage}, which tolerates blocked storage.
 */
export const LOCAL_STORAGE_KEYS = Object.freeze({
  themePreviewMode: 'themePreviewMode',
  themeConfiguration: 'themeConfiguration',
  foldersActive: 'foldersActive',
  dialLogsDebugActive: 'dialLogsDebugActive',
  checkedTasks: 'checkedTasks',
  liveCallTransfer: 'liveCallTransfer',
  dialLogsHtmlActive: 'dialLogsHtmlActive',
  /** Issue 36: what each user last opened from search everywhere, shown first there. */
  recentSearch: 'recentSearch',
});

export type LocalStorageKey = (typeof LOCAL_STORAGE_KEYS)[keyof typeof LOCAL_STORAGE_KEYS];

/** Reads a local-storage entry; null when missing or when storage is unavailable (privacy modes throw). */
export function readLocalStorage(key: LocalStorageKey, storage?: Storage): string | null {
  try {
    return (storage ?? window.localStorage).getItem(key);
  } catch {
    return null;
  }
}

/** Writes (or, with null, removes) a local-storage entry; false when storage is unavailable. */
export function writeLocalStorage(key: LocalStorageKey, value: string | null, storage?: Storage): boolean {
  try {
    const target = storage ?? window.localStorage;
    if (value === null) target.removeItem(key);
    else target.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
