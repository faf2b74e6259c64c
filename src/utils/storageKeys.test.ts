import { LOCAL_STORAGE_KEYS, readLocalStorage, writeLocalStorage } from './storageKeys';

describe('local storage keys', () => {
  beforeEach(() => localStorage.clear());

  it('are exactly the seven keys of SPEC §9 and the recent search items (issue 36)', () => {
    expect(Object.values(LOCAL_STORAGE_KEYS)).toEqual([
      'themePreviewMode',
      'themeConfiguration',
      'foldersActive',
      'dialLogsDebugActive',
      'checkedTasks',
      'liveCallTransfer',
      'dialLogsHtmlActive',
      'recentSearch',
    ]);
  });

  it('read, write and remove entries', () => {
    expect(writeLocalStorage(LOCAL_STORAGE_KEYS.foldersActive, 'true')).toBe(true);
    expect(readLocalStorage(LOCAL_STORAGE_KEYS.foldersActive)).toBe('true');
    writeLocalStorage(LOCAL_STORAGE_KEYS.foldersActive, null);
    expect(readLocalStorage(LOCAL_STORAGE_KEYS.foldersActive)).toBeNull();
  });

  it('tolerate a storage that throws (blocked by privacy settings)', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    expect(readLocalStorage(LOCAL_STORAGE_KEYS.checkedTasks, blocked)).toBeNull();
    expect(writeLocalStorage(LOCAL_STORAGE_KEYS.checkedTasks, '[]', blocked)).toBe(false);
  });
});
