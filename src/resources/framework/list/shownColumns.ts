import { Children, isValidElement, type ReactNode } from 'react';

/**
 * The table columns not hidden, by react-admin's rule (a column is named by its `source`, else its `label`). The
 * table's body gets only these: react-admin's cell of a hidden column renders nothing, but each one is still a
 * component with a store subscription, mounted again for every row of every page.
 */
export function shownColumns(columns: ReactNode, hidden: readonly string[]): ReactNode[] {
  return Children.toArray(columns).filter((column) => {
    if (!isValidElement<{ source?: string; label?: unknown }>(column)) return true;
    const { source, label } = column.props;
    return !hidden.includes(source ?? (label as string));
  });
}
