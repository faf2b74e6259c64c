import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useDataTableCallbacksContext } from 'react-admin';

type RowCallbacks = Pick<
  ReturnType<typeof useDataTableCallbacksContext>,
  'handleToggleItem' | 'isRowSelectable' | 'rowClick'
>;

const RowCallbacksContext = createContext<RowCallbacks | null>(null);

/**
 * The table callbacks a row uses, as a value that changes only with them. react-admin's context holds the list's
 * `setSort` too, which changes with every list parameter: read directly, every row of the page left would render
 * again (twice) on a page change.
 */
export function RowCallbacksProvider({ children }: { children: ReactNode }) {
  const { handleToggleItem, isRowSelectable, rowClick } = useDataTableCallbacksContext();
  const value = useMemo(
    () => ({ handleToggleItem, isRowSelectable, rowClick }),
    [handleToggleItem, isRowSelectable, rowClick],
  );
  return <RowCallbacksContext.Provider value={value}>{children}</RowCallbacksContext.Provider>;
}

/** The callbacks of the {@link RowCallbacksProvider} above. */
export function useRowCallbacks(): RowCallbacks {
  const callbacks = useContext(RowCallbacksContext);
  if (!callbacks) throw new Error('No RowCallbacksProvider above');
  return callbacks;
}
