import { LOCAL_STORAGE_KEYS, readLocalStorage, writeLocalStorage } from '../../utils/storageKeys';

/** Something opened from search everywhere: enough to show it again and open it, without asking the server. */
export interface RecentItem {
  key: string;
  label: string;
  /** Where it leads; absent for an action (switching tenant). */
  path?: string;
  action?: 'switchTenant';
  /** The resource of a record, for its type and icon. */
  resource?: string;
}

/** How many recent items a user keeps. */
export const MAX_RECENT = 8;

type RecentByUser = Record<string, RecentItem[]>;

function readAll(storage?: Storage): RecentByUser {
  try {
    const value: unknown = JSON.parse(readLocalStorage(LOCAL_STORAGE_KEYS.recentSearch, storage) ?? '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (Object.assign(Object.create(null), value) as RecentByUser)
      : {};
  } catch {
    return {};
  }
}

const isItem = (item: unknown): item is RecentItem =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as RecentItem).key === 'string' &&
  typeof (item as RecentItem).label === 'string';

/** A user's recent items, newest first (a broken entry reads as none). */
export function recentItems(user: string, storage?: Storage): RecentItem[] {
  const items = readAll(storage)[user];
  return Array.isArray(items) ? items.filter(isItem).slice(0, MAX_RECENT) : [];
}

/** Puts an item first in a user's recent items (once), keeping the newest {@link MAX_RECENT}. */
export function rememberRecent(user: string, item: RecentItem, storage?: Storage): void {
  const all = readAll(storage);
  all[user] = [item, ...recentItems(user, storage).filter((other) => other.key !== item.key)].slice(
    0,
    MAX_RECENT,
  );
  writeLocalStorage(LOCAL_STORAGE_KEYS.recentSearch, JSON.stringify(all), storage);
}
