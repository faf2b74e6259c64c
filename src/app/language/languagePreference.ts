import { useCallback, useEffect } from 'react';
import { useDataProvider, useLocaleState, useStoreContext, type Store } from 'react-admin';
import { isConsoleLocale } from '../../i18n/locales';
import type { ConsoleDataProvider } from '../../providers/dataProvider';

/**
 * The user's language lives in their console preferences on the server (`language` in the per-user preferences
 * document, beside the list columns): SPEC §9 fixes the local-storage keys, and a preference kept on the platform
 * follows the user to any browser. See docs/languages.md.
 */
const KEY = 'language';

/** Per store (one per signed-in session): whether the saved language was applied, and the tail of the saves. */
const sessions = new WeakMap<Store, { applied: boolean; saves: Promise<unknown> }>();
const sessionOf = (store: Store) => {
  let session = sessions.get(store);
  if (!session) sessions.set(store, (session = { applied: false, saves: Promise.resolve() }));
  return session;
};

/** The current language and a function choosing another: react-admin's locale state, remembered for the user. */
export function useChooseLanguage(): [string, (locale: string) => void] {
  const [locale, setLocale] = useLocaleState();
  const store = useStoreContext();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const choose = useCallback(
    (next: string) => {
      if (!isConsoleLocale(next)) return;
      const session = sessionOf(store);
      // A choice made before the saved language arrived wins over it.
      session.applied = true;
      setLocale(next);
      // Read-modify-write: the other preferences (list columns) stay as they are.
      session.saves = session.saves
        .then(async () => {
          const { data } = await dataProvider.getUserPreferences();
          await dataProvider.saveUserPreferences({ ...data, [KEY]: next });
        })
        .catch(() => undefined);
    },
    [dataProvider, setLocale, store],
  );
  return [locale, choose];
}

/** Applies the signed-in user's saved language once per session (the layout mounts again after a switch). */
export function useRememberedLanguage(): void {
  const [locale, setLocale] = useLocaleState();
  const store = useStoreContext();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  useEffect(() => {
    const session = sessionOf(store);
    if (session.applied) return;
    session.applied = true;
    // Through a promise: a data provider without preferences (a test double) throws synchronously.
    Promise.resolve()
      .then(() => dataProvider.getUserPreferences())
      .then(({ data }) => {
        const saved = data[KEY];
        if (isConsoleLocale(saved) && saved !== locale) setLocale(saved);
      })
      // Without preferences the current language stays.
      .catch(() => undefined);
  }, [dataProvider, locale, setLocale, store]);
}
