import { useEffect } from 'react';
import { useDataProvider, useStoreContext } from 'react-admin';
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
 * Keeps a list's column choice in the user's preferences on the server (SPEC §9 fixes the local-storage keys, so
 * the choice cannot live there): loads it into react-admin's store, then saves every change the chooser makes.
 */
export function useColumnPreferences(config: ResourceConfig): void {
  const store = useStoreContext();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const hiddenKey = columnsStoreKey(config);
  const ranksKey = ranksStoreKey(config);
  const name = config.name;

  useEffect(() => {
    let live = true;
    const unsubscribes: (() => void)[] = [];
    const save = async () => {
      // Read-modify-write: other lists' choices in the same document stay as they are.
      const { data } = await dataProvider.getUserPreferences();
      const choice: ColumnChoice = { hidden: store.getItem(hiddenKey), ranks: store.getItem(ranksKey) };
      await dataProvider.saveUserPreferences({ ...data, columns: { ...choicesOf(data), [name]: choice } });
    };
    // Through a promise: a data provider without preferences (a test double) throws synchronously.
    Promise.resolve()
      .then(() => dataProvider.getUserPreferences())
      .then(({ data }) => {
        if (!live) return;
        const saved = choicesOf(data)[name];
        if (saved?.hidden) store.setItem(hiddenKey, saved.hidden);
        if (saved?.ranks) store.setItem(ranksKey, saved.ranks);
        for (const key of [hiddenKey, ranksKey]) {
          unsubscribes.push(store.subscribe(key, () => void save().catch(() => undefined)));
        }
      })
      // Without preferences the defaults apply; nothing to restore.
      .catch(() => undefined);
    return () => {
      live = false;
      unsubscribes.forEach((unsubscribe) => unsubscribe());
    };
  }, [dataProvider, store, hiddenKey, ranksKey, name]);
}
