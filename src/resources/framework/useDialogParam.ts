import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The query parameter naming an open dialog, e.g. `?dialog=edit` or `?dialog=newPassword` (SPEC §9). */
export const DIALOG_PARAM = 'dialog';

/**
 * The dialog open on the current page, kept in the URL so it is deep-linkable and survives a reload; `open(name)`
 * and `close()` change only that parameter (list filters and paging stay).
 */
export function useDialogParam() {
  const [params, setParams] = useSearchParams();
  const dialog = params.get(DIALOG_PARAM);
  const change = useCallback(
    (name: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (name) next.set(DIALOG_PARAM, name);
        else next.delete(DIALOG_PARAM);
        return next;
      }),
    [setParams],
  );
  return {
    dialog,
    open: useCallback((name: string) => change(name), [change]),
    close: useCallback(() => change(null), [change]),
  };
}
