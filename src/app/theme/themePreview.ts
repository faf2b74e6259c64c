import { LOCAL_STORAGE_KEYS, readLocalStorage, writeLocalStorage } from '../../utils/storageKeys';

/*
 * Theme preview mode (SPEC §4, §9): on/off by a local-storage entry. While on, the theme stored under the "theme
 * configuration" entry is shown instead of the saved one, so a theme can be tried before it is saved.
 */

/** Whether preview mode is on (the entry holds 'true'). */
export function isThemePreviewOn(storage?: Storage): boolean {
  return readLocalStorage(LOCAL_STORAGE_KEYS.themePreviewMode, storage) === 'true';
}

/** The theme content (JSON text) being previewed; null when none is stored. */
export function readPreviewTheme(storage?: Storage): string | null {
  return readLocalStorage(LOCAL_STORAGE_KEYS.themeConfiguration, storage);
}

/** Turns preview mode on with `content` as the previewed theme. Returns false when local storage is unavailable. */
export function startThemePreview(content: string, storage?: Storage): boolean {
  return (
    writeLocalStorage(LOCAL_STORAGE_KEYS.themeConfiguration, content, storage) &&
    writeLocalStorage(LOCAL_STORAGE_KEYS.themePreviewMode, 'true', storage)
  );
}

/** Turns preview mode off; the previewed configuration stays stored for the configurator to reopen. */
export function stopThemePreview(storage?: Storage): void {
  writeLocalStorage(LOCAL_STORAGE_KEYS.themePreviewMode, null, storage);
}

/** Whether a storage event concerns preview mode (another tab toggled it). */
export function isThemePreviewEvent(event: Pick<StorageEvent, 'key'>): boolean {
  return (
    event.key === null ||
    event.key === LOCAL_STORAGE_KEYS.themePreviewMode ||
    event.key === LOCAL_STORAGE_KEYS.themeConfiguration
  );
}
