import { useEffect } from 'react';
import { useDataProvider, useStoreContext, type Store } from 'react-admin';
import type { ConsoleDataProvider } from '../../../providers/dataProvider';
import type { UserPreferences } from '../../../shared/wire/home';
import type { ResourceConfig } from '../../types';
import { columnsStoreKey, ranksStoreKey } from './columns';

/** Where a list's column choice sits in the user's preferences document. */
export interface ColumnChoice {
  hidden?: string[];
  ranks?: number[];
}

const choicesOf = (preferences: UserPreferences) =>
  (typeof preferences.columns === 'object' && preferences.columns !== null
    ? preferences.columns
    : {}) as Record<string, ColumnChoice>;

/**
 * Per store (one per signed-in session): the lists whose choice came from the server already, and the tail of the
 * saves. A list that mounts again keeps what the store holds: reading the server a second time could bring back a
 * choice an unfinished save is about to replace. Saves run one after another, so the last choice is the one kept.
 */
const sessions = new WeakMap<Store, { loaded: Set<string>; saves: Promise<unknown> }>();
const sessionOf = (store: Store) => {
  let session = sessions.get(store);
  if (!session) sessions.set(store, (session = { loaded: new Set(), saves: Promise.resolve() }));
  return session;
};

/**
 * Keeps a list's column choice in the user's preferences on the server (SPEC §9 fixes the local-storage keys, so
 * the choice cannot live there): loads it into react-admin's store once, then saves every change the chooser makes.
 */
export function useColumnPreferences(config: ResourceConfig): void {
  const store = useStoreContext();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const hiddenKey = columnsStoreKey(config);
  const ranksKey = ranksStoreKey(config);
  const name = config.name;

  useEffect(() => {
    const session = sessionOf(store);
    let changedHere = false;
    // Restoring the saved choice is not a change to save back (the memory store tells its subscribers at once).
    let restoring = false;
    const save = () => {
      if (restoring) return;
      changedHere = true;
      session.saves = session.saves
        .then(async () => {
          // Read-modify-write: other lists' choices in the same document stay as they are.
          const { data } = await dataProvider.getUserPreferences();
          const choice: ColumnChoice = { hidden: store.getItem(hiddenKey), ranks: store.getItem(ranksKey) };
          await dataProvider.saveUserPreferences({
            ...data,
            columns: { ...choicesOf(data), [name]: choice },
          });
        })
        .catch(() => undefined);
    };
    const unsubscribes = [hiddenKey, ranksKey].map((key) => store.subscribe(key, save));
    if (!session.loaded.has(name)) {
      session.loaded.add(name);
      // Through a promise: a data provider without preferences (a test double) throws synchronously.
      Promise.resolve()
        .then(() => dataProvider.getUserPreferences())
        .then(({ data }) => {
          // A choice made while the preferences were on their way wins over them.
          if (changedHere) return;
          const saved = choicesOf(data)[name];
          restoring = true;
          if (saved?.hidden) store.setItem(hiddenKey, saved.hidden);
          if (saved?.ranks) store.setItem(ranksKey, saved.ranks);
          restoring = false;
        })
        // Without preferences the defaults apply; nothing to restore.
        .catch(() => session.loaded.delete(name));
    }
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }, [dataProvider, store, hiddenKey, ranksKey, name]);
}
